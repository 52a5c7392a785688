/**
 * What jsdom lacks and the client needs (react-router imports TextEncoder; editors measure layout;
 * the live checks draw figures).
 */
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Browsers (and their workers) have it; Jest's jsdom does not. The figures' layout clones specs.
if (!globalThis.structuredClone)
  globalThis.structuredClone = <T>(value: T): T => deserialize(serialize(value)) as T;

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0 };
Range.prototype.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect }) as DOMRect;
Range.prototype.getClientRects = () =>
  ({
    length: 0,
    item: () => null,
    [Symbol.iterator]: [][Symbol.iterator],
  }) as unknown as DOMRectList;
document.elementFromPoint = () => null;

if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// Fluent's focus manager (tabster) hides every modal but the active one with aria-hidden, and a
// modal becomes active when focus enters it. jsdom moves focus on other timings than a browser:
// under load, a dialog or drawer that has just opened can stay marked hidden while a closing one
// still counts as active, and role queries then miss the open dialog (seen in CI on the narrow
// navigation drawer and the disclosure's "Replace the disclosure?" dialog). Our dialogs unmount
// when closed, so the newest modal in the document is the one a user faces: it is never hidden
// here. Chromium's end-to-end tests query the same dialogs by role with tabster untouched.
// A mutation can still be delivered after the file's environment is torn down (its document is
// gone then); a throw there is logged after the tests, and Jest fails the run for that log.
new MutationObserver(() => {
  const doc = globalThis.document as Document | undefined;
  if (!doc) return;
  const modals = doc.querySelectorAll('[aria-modal="true"]');
  const newest = modals[modals.length - 1];
  if (newest?.getAttribute('aria-hidden') === 'true') newest.removeAttribute('aria-hidden');
}).observe(document, {
  subtree: true,
  attributes: true,
  attributeFilter: ['aria-hidden'],
  childList: true,
});
