/**
 * The document behind the fake Word: paragraphs, content controls, comments, settings. Plain
 * TypeScript without Node imports, so the same code runs under Jest and bundled into Chromium.
 * Ranges are (paragraph, offset) pairs held by object identity, so edits elsewhere do not move them.
 */

export interface ParaSpec {
  text: string;
  style?: string;
  /** Heading level 1–9 (styles "Heading 1"…); omitted: body text. */
  heading?: number;
  /** Word's own numbering: the list string Word shows before the text ("1."). */
  listString?: string;
  /** Inside a table (tableNestingLevel 1). */
  table?: boolean;
}

/** An inline picture in a paragraph (its text does not show it, as in Word). */
export interface Picture {
  base64: string;
  width: number;
  height: number;
  altTextTitle: string;
  altTextDescription: string;
}

export class Para {
  static next = 1;
  readonly uid = `p-${Para.next++}`;
  text: string;
  style: string;
  alignment = 'Left';
  pictures: Picture[] = [];
  listString: string | null;
  table: number;
  constructor(spec: ParaSpec) {
    this.text = spec.text;
    this.style = spec.style ?? (spec.heading ? `Heading ${spec.heading}` : 'Normal');
    this.listString = spec.listString ?? null;
    this.table = spec.table ? 1 : 0;
  }
  get outlineLevel(): number {
    const m = /^Heading ([1-9])$/.exec(this.style);
    return m ? Number(m[1]) : 10;
  }
  get styleBuiltIn(): string {
    if (this.style === 'Normal') return 'Normal';
    const m = /^Heading ([1-9])$/.exec(this.style);
    return m ? `Heading${m[1]}` : 'Other';
  }
}

export interface Pos {
  para: Para;
  offset: number;
}

export interface Span {
  start: Pos;
  end: Pos;
}

export class Control {
  static next = 1;
  readonly id = Control.next++;
  tag = '';
  title = '';
  appearance = 'BoundingBox';
  cannotEdit = false;
  constructor(
    public first: Para,
    public last: Para,
  ) {}
}

export interface CommentModel {
  id: string;
  content: string;
  anchor: Span;
}

export interface Highlight {
  span: Span;
  color: string;
}

/** An insertion or deletion made while change tracking was on. */
export interface Revision {
  kind: 'insert' | 'delete';
  text: string;
}

export class DocModel {
  paragraphs: Para[];
  controls: Control[] = [];
  comments: CommentModel[] = [];
  highlights: Highlight[] = [];
  revisions: Revision[] = [];
  changeTrackingMode: 'Off' | 'TrackAll' | 'TrackMineOnly' = 'Off';
  readOnly = false;
  selection: Span;
  /** Every context.sync(), for the "syncs per action" figures. */
  syncs = 0;
  private nextComment = 1;

  constructor(paragraphs: ParaSpec[]) {
    const paras = paragraphs.length ? paragraphs : [{ text: '' }];
    this.paragraphs = paras.map((p) => new Para(p));
    const first = this.paragraphs[0]!;
    this.selection = { start: { para: first, offset: 0 }, end: { para: first, offset: 0 } };
  }

  index(para: Para): number {
    const at = this.paragraphs.indexOf(para);
    if (at < 0) throw new FakeWordError('ItemNotFound', 'The paragraph was deleted.');
    return at;
  }

  whole(first: Para, last: Para = first): Span {
    return { start: { para: first, offset: 0 }, end: { para: last, offset: last.text.length } };
  }

  /** The paragraphs a span touches, in order. */
  parasOf(span: Span): Para[] {
    return this.paragraphs.slice(this.index(span.start.para), this.index(span.end.para) + 1);
  }

  textOf(span: Span): string {
    return this.parasOf(span)
      .map((p) => {
        const from = p === span.start.para ? span.start.offset : 0;
        const to = p === span.end.para ? span.end.offset : p.text.length;
        return p.text.slice(from, to);
      })
      .join('\r');
  }

  controlOf(para: Para): Control | null {
    const at = this.index(para);
    // The innermost: the one starting latest.
    let found: Control | null = null;
    for (const c of this.controls) {
      if (this.index(c.first) <= at && at <= this.index(c.last)) {
        if (!found || this.index(c.first) >= this.index(found.first)) found = c;
      }
    }
    return found;
  }

  assertWritable(span?: Span): void {
    if (this.readOnly) throw new FakeWordError('AccessDenied', 'The document is read-only.');
    if (!span) return;
    for (const p of this.parasOf(span)) {
      const c = this.controlOf(p);
      if (c?.cannotEdit) throw new FakeWordError('AccessDenied', 'The content control is locked.');
    }
  }

  /** Deletes a span's text; returns where it was. Paragraphs it covered merge. */
  remove(span: Span): Pos {
    const { start, end } = span;
    const removed = this.textOf(span);
    if (removed && this.changeTrackingMode !== 'Off')
      this.revisions.push({ kind: 'delete', text: removed });
    if (start.para === end.para) {
      start.para.text = start.para.text.slice(0, start.offset) + end.para.text.slice(end.offset);
      return { para: start.para, offset: start.offset };
    }
    const from = this.index(start.para);
    const to = this.index(end.para);
    const gone = this.paragraphs.slice(from + 1, to + 1);
    start.para.text = start.para.text.slice(0, start.offset) + end.para.text.slice(end.offset);
    this.paragraphs.splice(from + 1, to - from);
    this.forget(gone, start.para);
    return { para: start.para, offset: start.offset };
  }

  /** Inserts text ("\n" or "\r" starts a paragraph); returns the inserted span. */
  insert(at: Pos, text: string): Span {
    if (text && this.changeTrackingMode !== 'Off') this.revisions.push({ kind: 'insert', text });
    const lines = text.split(/\r\n|\r|\n/);
    const para = at.para;
    if (lines.length === 1) {
      para.text = para.text.slice(0, at.offset) + text + para.text.slice(at.offset);
      this.shiftAnchors(para, at.offset, text.length);
      return { start: { ...at }, end: { para, offset: at.offset + text.length } };
    }
    const tail = para.text.slice(at.offset);
    para.text = para.text.slice(0, at.offset) + lines[0];
    let last = para;
    const made: Para[] = [];
    for (const line of lines.slice(1)) {
      const p = new Para({ text: line, style: para.style });
      made.push(p);
      last = p;
    }
    last.text += tail;
    this.paragraphs.splice(this.index(para) + 1, 0, ...made);
    for (const c of this.controls) if (c.last === para) c.last = last;
    return {
      start: { ...at },
      end: { para: last, offset: last.text.length - tail.length },
    };
  }

  /** Puts whole paragraphs in place of a span (insertOoxml): their styles and numbering come along. */
  replaceWith(span: Span, specs: ParaSpec[]): Span {
    const made = this.insert(this.remove(span), specs.map((spec) => spec.text).join('\n'));
    this.parasOf(made).forEach((para, i) => {
      const spec = specs[i];
      if (!spec) return;
      para.style = spec.style ?? 'Normal';
      para.listString = spec.listString ?? null;
    });
    return made;
  }

  /** A new paragraph before or after another (outside any control boundary it sits on). */
  addParagraph(text: string, near: Para, where: 'Before' | 'After'): Para {
    const p = new Para({ text, style: 'Normal' });
    this.paragraphs.splice(this.index(near) + (where === 'After' ? 1 : 0), 0, p);
    if (text && this.changeTrackingMode !== 'Off') this.revisions.push({ kind: 'insert', text });
    return p;
  }

  addComment(anchor: Span, content: string): CommentModel {
    const comment = { id: `c-${this.nextComment++}`, content, anchor };
    this.comments.push(comment);
    return comment;
  }

  /** Drops the controls, comments and highlights that lived only in deleted paragraphs. */
  private forget(gone: Para[], survivor: Para): void {
    const dead = new Set(gone);
    for (const c of this.controls) {
      if (dead.has(c.first)) c.first = survivor;
      if (dead.has(c.last)) c.last = survivor;
    }
    this.comments = this.comments.filter(
      (c) => !dead.has(c.anchor.start.para) && !dead.has(c.anchor.end.para),
    );
    this.highlights = this.highlights.filter(
      (h) => !dead.has(h.span.start.para) && !dead.has(h.span.end.para),
    );
  }

  private shiftAnchors(para: Para, offset: number, by: number): void {
    if (!by) return;
    const move = (pos: Pos) => {
      if (pos.para === para && pos.offset > offset) pos.offset += by;
    };
    for (const c of this.comments) [c.anchor.start, c.anchor.end].forEach(move);
    for (const h of this.highlights) [h.span.start, h.span.end].forEach(move);
  }
}

/** An error shaped like OfficeExtension.Error: a `code` the caller can switch on. */
export class FakeWordError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RichApi.Error';
  }
}
