import type {
  Alignment,
  Collection,
  InsertLocation,
  RangeLocation,
  SearchOptions,
  WordComment,
  WordContentControl,
  WordInlinePicture,
  WordListItem,
  WordParagraph,
  WordRange,
  WordTrackedChange,
} from '../../../src/client/office/word-api';
import { MAX_SEARCH_CHARS } from '../../../src/client/office/word-api';
import { FakeClientResult, FakeContext, Proxy } from './context';
import { fromOoxml, toOoxml } from './ooxml';
import {
  Control,
  FakeWordError,
  Para,
  type CommentModel,
  type Picture,
  type Pos,
  type Revision,
  type Span,
} from './model';

const before = (ctx: FakeContext, a: Pos, b: Pos) => {
  const ia = ctx.model.index(a.para);
  const ib = ctx.model.index(b.para);
  return ia < ib || (ia === ib && a.offset <= b.offset);
};

/** A collection proxy over whatever `list` finds at its place in the queue. */
export class FakeCollection<M, P extends Proxy<unknown>>
  extends Proxy<M[]>
  implements Collection<P>
{
  private loadedItems: P[] | null = null;
  constructor(
    ctx: FakeContext,
    list: () => M[],
    protected readonly wrap: (model: M, lazy: boolean) => P,
  ) {
    super(ctx, list);
  }
  protected scalars() {
    return {};
  }
  override fill(paths: string[] | null): void {
    const items = this.t.map((m) => this.wrap(m, true));
    const sub = paths
      ?.filter((p) => p === 'items' || p.startsWith('items/'))
      .map((p) => p.slice('items/'.length))
      .filter(Boolean);
    for (const item of items) item.fill(sub && sub.length ? sub : null);
    this.loadedItems = items;
  }
  get items(): P[] {
    if (!this.loadedItems)
      throw new FakeWordError('PropertyNotLoaded', "The property 'items' is not available.");
    return this.loadedItems;
  }
  getFirst(): P {
    const proxy = this.wrap(undefined as M, false) as unknown as Proxy<M>;
    proxy.bind(() => {
      const first = this.t[0];
      if (first === undefined) throw new FakeWordError('ItemNotFound', 'The collection is empty.');
      return first;
    });
    return proxy as unknown as P;
  }
}

/** The operations every range-like proxy has, over the span it stands for. */
export abstract class FakeRangeLike<T> extends Proxy<T> {
  protected abstract span(): Span;
  get text(): string {
    return this.value('text');
  }
  get paragraphs(): FakeCollection<Para, FakeParagraph> {
    return new FakeCollection(
      this.ctx,
      () => this.ctx.model.parasOf(this.span()),
      (p, lazy) => new FakeParagraph(this.ctx, () => p, lazy),
    );
  }
  search(text: string, options: SearchOptions = {}): FakeCollection<Span, FakeRange> {
    return new FakeCollection(
      this.ctx,
      () => searchSpan(this.ctx, this.span(), text, options),
      (s, lazy) => new FakeRange(this.ctx, () => s, lazy),
    );
  }
  getRange(location: RangeLocation = 'Whole'): FakeRange {
    return new FakeRange(this.ctx, () => {
      const s = this.span();
      if (location === 'Start') return { start: { ...s.start }, end: { ...s.start } };
      if (location === 'End') return { start: { ...s.end }, end: { ...s.end } };
      return { start: { ...s.start }, end: { ...s.end } };
    });
  }
  insertText(text: string, location: InsertLocation): FakeRange {
    return new FakeRange(this.ctx, () => this.doInsertText(text, location));
  }
  protected doInsertText(text: string, location: InsertLocation): Span {
    const m = this.ctx.model;
    const s = this.span();
    m.assertWritable(s);
    if (location === 'Replace') return m.insert(m.remove(s), text);
    const at = location === 'Start' || location === 'Before' ? s.start : s.end;
    return m.insert({ ...at }, text);
  }
  insertParagraph(text: string, location: InsertLocation): FakeParagraph {
    return new FakeParagraph(this.ctx, () => {
      const s = this.span();
      this.ctx.model.assertWritable(s);
      const near = location === 'Start' || location === 'Before' ? s.start.para : s.end.para;
      return this.ctx.model.addParagraph(
        text,
        near,
        location === 'Start' || location === 'Before' ? 'Before' : 'After',
      );
    });
  }
  select(): void {
    this.ctx.enqueue(() => {
      const s = this.span();
      this.ctx.model.selection = { start: { ...s.start }, end: { ...s.end } };
    });
  }
}

function searchSpan(ctx: FakeContext, span: Span, text: string, options: SearchOptions): Span[] {
  if (!text || text.length > MAX_SEARCH_CHARS)
    throw new FakeWordError('InvalidArgument', 'SearchStringInvalidOrTooLong');
  const found: Span[] = [];
  const needle = options.matchCase ? text : text.toLowerCase();
  for (const para of ctx.model.parasOf(span)) {
    const from = para === span.start.para ? span.start.offset : 0;
    const to = para === span.end.para ? span.end.offset : para.text.length;
    const hay = options.matchCase ? para.text : para.text.toLowerCase();
    let at = hay.indexOf(needle, from);
    while (at >= 0 && at + needle.length <= to) {
      found.push({ start: { para, offset: at }, end: { para, offset: at + needle.length } });
      at = hay.indexOf(needle, at + needle.length);
    }
  }
  return found;
}

export class FakeRange extends FakeRangeLike<Span> implements WordRange {
  protected span(): Span {
    return this.t;
  }
  protected scalars() {
    return {
      text: () => this.ctx.model.textOf(this.t),
      isEmpty: () =>
        this.t.start.para === this.t.end.para && this.t.start.offset === this.t.end.offset,
    };
  }
  get isEmpty(): boolean {
    return this.value('isEmpty');
  }
  expandTo(range: WordRange): FakeRange {
    const other = range as FakeRange;
    return new FakeRange(this.ctx, () => {
      const a = this.t;
      const b = other.t;
      return {
        start: before(this.ctx, a.start, b.start) ? { ...a.start } : { ...b.start },
        end: before(this.ctx, a.end, b.end) ? { ...b.end } : { ...a.end },
      };
    });
  }
  insertContentControl(): FakeContentControl {
    return new FakeContentControl(this.ctx, () => {
      const m = this.ctx.model;
      m.assertWritable(this.t);
      const control = new Control(this.t.start.para, this.t.end.para);
      m.controls.push(control);
      return control;
    });
  }
  getOoxml(): FakeClientResult<string> {
    return new FakeClientResult(this.ctx, () =>
      toOoxml(
        this.ctx.model.parasOf(this.t).map((p) => ({
          text: p.text.slice(
            p === this.t.start.para ? this.t.start.offset : 0,
            p === this.t.end.para ? this.t.end.offset : p.text.length,
          ),
          style: p.style,
          listString: p.listString,
        })),
      ),
    );
  }
  insertOoxml(ooxml: string, location: InsertLocation): FakeRange {
    return new FakeRange(this.ctx, () => {
      if (location !== 'Replace')
        throw new FakeWordError(
          'NotImplemented',
          'The fake inserts OOXML in place of a range only.',
        );
      const m = this.ctx.model;
      m.assertWritable(this.t);
      let specs;
      try {
        specs = fromOoxml(ooxml);
      } catch {
        throw new FakeWordError('InvalidArgument', 'The argument is invalid or missing.');
      }
      return m.replaceWith(this.t, specs);
    });
  }
  insertComment(text: string): FakeComment {
    return new FakeComment(this.ctx, () => {
      this.ctx.host.require(1.4, 'insertComment');
      this.ctx.model.assertWritable();
      return this.ctx.model.addComment(
        { start: { ...this.t.start }, end: { ...this.t.end } },
        text,
      );
    });
  }
  highlight(color = 'Yellow'): void {
    this.ctx.enqueue(() => {
      this.ctx.host.require(1.8, 'highlight');
      this.ctx.model.highlights.push({ span: this.t, color });
    });
  }
  removeHighlight(): void {
    this.ctx.enqueue(() => {
      this.ctx.host.require(1.8, 'removeHighlight');
      const s = this.t;
      this.ctx.model.highlights = this.ctx.model.highlights.filter(
        (h) => !(before(this.ctx, s.start, h.span.end) && before(this.ctx, h.span.start, s.end)),
      );
    });
  }
}

export class FakeListItem extends Proxy<Para> implements WordListItem {
  protected scalars() {
    return {
      isNullObject: () => this.t.listString === null,
      listString: () => this.t.listString ?? '',
    };
  }
  get isNullObject(): boolean {
    return this.value('isNullObject');
  }
  get listString(): string {
    return this.value('listString');
  }
}

export class FakeParagraph extends FakeRangeLike<Para> implements WordParagraph {
  private list: FakeListItem | null = null;
  private control: FakeContentControl | null = null;
  protected span(): Span {
    return this.ctx.model.whole(this.t);
  }
  protected scalars() {
    return {
      text: () => this.t.text,
      style: () => this.t.style,
      styleBuiltIn: () => this.t.styleBuiltIn,
      outlineLevel: () => this.t.outlineLevel,
      alignment: () => this.t.alignment,
      isListItem: () => this.t.listString !== null,
      tableNestingLevel: () => this.t.table,
      uniqueLocalId: () => this.t.uid,
    };
  }
  protected override navigation(name: string): Proxy<unknown> | null {
    if (name === 'listItemOrNullObject') return this.listItemOrNullObject;
    if (name === 'parentContentControlOrNullObject') return this.parentContentControlOrNullObject;
    return null;
  }
  get style(): string {
    return this.value('style');
  }
  get styleBuiltIn(): string {
    return this.value('styleBuiltIn');
  }
  set styleBuiltIn(style: string) {
    this.ctx.enqueue(() => {
      this.ctx.model.assertWritable(this.span());
      const m = /^Heading([1-9])$/.exec(style);
      this.t.style = m ? `Heading ${m[1]}` : style;
    });
  }
  get alignment(): Alignment {
    return this.value('alignment');
  }
  set alignment(alignment: Alignment) {
    this.ctx.enqueue(() => {
      this.ctx.model.assertWritable(this.span());
      this.t.alignment = alignment;
    });
  }
  insertInlinePictureFromBase64(
    base64: string,
    location: 'Replace' | 'Start' | 'End',
  ): FakeInlinePicture {
    return new FakeInlinePicture(this.ctx, () => {
      this.ctx.host.require(1.2, 'insertInlinePictureFromBase64');
      this.ctx.model.assertWritable(this.span());
      // Word takes PNG, JPEG, GIF or BMP as base64; anything else is refused at sync.
      if (!/^(iVBORw0KGgo|\/9j\/|R0lGOD|Qk)[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4)
        throw new FakeWordError('InvalidArgument', 'The picture is not a valid image.');
      const picture: Picture = {
        base64,
        width: 0,
        height: 0,
        altTextTitle: '',
        altTextDescription: '',
      };
      if (location === 'Replace') {
        this.ctx.model.remove(this.span());
        this.t.pictures = [picture];
      } else if (location === 'Start') this.t.pictures.unshift(picture);
      else this.t.pictures.push(picture);
      return picture;
    });
  }
  get outlineLevel(): number {
    return this.value('outlineLevel');
  }
  get isListItem(): boolean {
    return this.value('isListItem');
  }
  get tableNestingLevel(): number {
    return this.value('tableNestingLevel');
  }
  get listItemOrNullObject(): FakeListItem {
    this.list ??= new FakeListItem(this.ctx, () => this.t, true);
    return this.list;
  }
  get parentContentControlOrNullObject(): FakeContentControl {
    this.control ??= new FakeContentControl(this.ctx, () => this.ctx.model.controlOf(this.t), true);
    return this.control;
  }
}

export class FakeContentControl
  extends FakeRangeLike<Control | null>
  implements WordContentControl
{
  protected span(): Span {
    const c = this.live();
    return this.ctx.model.whole(c.first, c.last);
  }
  private live(): Control {
    const c = this.t;
    if (!c || !this.ctx.model.controls.includes(c))
      throw new FakeWordError('ItemNotFound', 'The content control is gone.');
    return c;
  }
  protected scalars() {
    const c = () => this.t;
    return {
      isNullObject: () => c() === null,
      id: () => c()?.id ?? null,
      tag: () => c()?.tag ?? null,
      title: () => c()?.title ?? null,
      appearance: () => c()?.appearance ?? null,
      cannotEdit: () => c()?.cannotEdit ?? null,
      text: () => (c() ? this.ctx.model.textOf(this.span()) : null),
    };
  }
  get isNullObject(): boolean {
    return this.value('isNullObject');
  }
  get id(): number {
    return this.value('id');
  }
  get tag(): string {
    return this.value('tag');
  }
  set tag(tag: string) {
    this.ctx.enqueue(() => void (this.live().tag = tag));
  }
  get title(): string {
    return this.value('title');
  }
  set title(title: string) {
    this.ctx.enqueue(() => void (this.live().title = title));
  }
  get appearance(): string {
    return this.value('appearance');
  }
  set appearance(appearance: string) {
    this.ctx.enqueue(() => void (this.live().appearance = appearance));
  }
  get cannotEdit(): boolean {
    return this.value('cannotEdit');
  }
  clear(): void {
    this.ctx.enqueue(() => void this.doInsertText('', 'Replace'));
  }
  delete(keepContent: boolean): void {
    this.ctx.enqueue(() => {
      const m = this.ctx.model;
      const c = this.live();
      m.assertWritable();
      if (!keepContent) m.remove(this.span());
      m.controls = m.controls.filter((x) => x !== c);
    });
  }
  override insertParagraph(text: string, location: InsertLocation): FakeParagraph {
    if (location !== 'Start' && location !== 'End') return super.insertParagraph(text, location);
    return new FakeParagraph(this.ctx, () => {
      const c = this.live();
      this.ctx.model.assertWritable(this.span());
      const p = this.ctx.model.addParagraph(
        text,
        location === 'Start' ? c.first : c.last,
        location === 'Start' ? 'Before' : 'After',
      );
      if (location === 'Start') c.first = p;
      else c.last = p;
      return p;
    });
  }
}

export class FakeComment extends Proxy<CommentModel> implements WordComment {
  protected scalars() {
    return { id: () => this.t.id, content: () => this.t.content };
  }
  get id(): string {
    return this.value('id');
  }
  get content(): string {
    return this.value('content');
  }
  delete(): void {
    this.ctx.enqueue(() => {
      this.ctx.host.require(1.4, 'Comment.delete');
      this.ctx.model.assertWritable();
      this.ctx.model.comments = this.ctx.model.comments.filter((c) => c !== this.t);
    });
  }
}

/** A pending revision as Word 1.6 lists it. */
export class FakeTrackedChange extends Proxy<Revision> implements WordTrackedChange {
  protected scalars() {
    return { type: () => (this.t.kind === 'insert' ? 'Added' : 'Deleted') };
  }
  get type(): WordTrackedChange['type'] {
    return this.value('type');
  }
}

/** An inline picture: its size and alt text are set through the proxy, queued as in Word. */
export class FakeInlinePicture extends Proxy<Picture> implements WordInlinePicture {
  protected scalars() {
    return {
      width: () => this.t.width,
      height: () => this.t.height,
      altTextTitle: () => this.t.altTextTitle,
      altTextDescription: () => this.t.altTextDescription,
    };
  }
  private set<K extends 'width' | 'height' | 'altTextTitle' | 'altTextDescription'>(
    key: K,
    value: Picture[K],
  ): void {
    this.ctx.enqueue(() => {
      if ((key === 'width' || key === 'height') && !((value as number) > 0))
        throw new FakeWordError('InvalidArgument', `The picture's ${key} must be positive.`);
      this.t[key] = value;
    });
  }
  get width(): number {
    return this.value('width');
  }
  set width(value: number) {
    this.set('width', value);
  }
  get height(): number {
    return this.value('height');
  }
  set height(value: number) {
    this.set('height', value);
  }
  get altTextTitle(): string {
    return this.value('altTextTitle');
  }
  set altTextTitle(value: string) {
    this.set('altTextTitle', value);
  }
  get altTextDescription(): string {
    return this.value('altTextDescription');
  }
  set altTextDescription(value: string) {
    this.set('altTextDescription', value);
  }
}
