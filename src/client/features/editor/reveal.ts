/** The span of text to bring on screen, in viewport coordinates. */
export interface Span {
  top: number;
  bottom: number;
}

/**
 * How far to scroll a box (`viewTop`, `viewHeight`) so that `span` sits in its middle; a span
 * taller than the box starts a quarter of the way down instead, so its first words are read.
 */
export function centringDelta(span: Span, viewTop: number, viewHeight: number): number {
  const height = span.bottom - span.top;
  if (height >= viewHeight) return span.top - (viewTop + viewHeight / 4);
  return span.top - (viewTop + (viewHeight - height) / 2);
}

/** The boxes that scroll around `element`, innermost first (the page itself not among them). */
function scrollingBoxes(element: Element): HTMLElement[] {
  const boxes: HTMLElement[] = [];
  for (let el = element.parentElement; el && el !== document.body; el = el.parentElement) {
    const { overflowY } = getComputedStyle(el);
    if ((overflowY === 'auto' || overflowY === 'scroll') && el.scrollHeight > el.clientHeight) {
      boxes.push(el);
    }
  }
  return boxes;
}

/**
 * Scrolls every box around `element`, then the page, so that the span `measure` returns is in the
 * middle of what the user sees. `measure` is called again after each scroll: the span moves.
 */
export function revealSpan(element: Element, measure: () => Span, smooth: boolean): void {
  for (const box of scrollingBoxes(element)) {
    const rect = box.getBoundingClientRect();
    box.scrollTop += centringDelta(measure(), rect.top, box.clientHeight);
  }
  const delta = centringDelta(measure(), 0, window.innerHeight);
  if (Math.abs(delta) >= 1) window.scrollBy({ top: delta, behavior: smooth ? 'smooth' : 'auto' });
}
