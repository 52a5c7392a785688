import type {
  ChangeTrackingMode,
  EventRegistration,
  ParagraphEventArgs,
  WordBody,
  WordDocument,
  WordEventSource,
} from '../../../src/client/office/word-api';
import { FakeContext, FakeHost, Proxy } from './context';
import type { Control, CommentModel, DocModel, Revision, Span } from './model';
import {
  FakeCollection,
  FakeComment,
  FakeContentControl,
  FakeRange,
  FakeRangeLike,
  FakeTrackedChange,
} from './ranges';

const controls = (ctx: FakeContext, list: () => Control[]) => {
  const collection = new FakeCollection(
    ctx,
    list,
    (c, lazy) => new FakeContentControl(ctx, () => c, lazy),
  ) as FakeCollection<Control, FakeContentControl> & {
    getByTag(tag: string): FakeCollection<Control, FakeContentControl>;
  };
  collection.getByTag = (tag: string) =>
    new FakeCollection(
      ctx,
      () => list().filter((c) => c.tag === tag),
      (c, lazy) => new FakeContentControl(ctx, () => c, lazy),
    );
  return collection;
};

export class FakeBody extends FakeRangeLike<DocModel> implements WordBody {
  protected span(): Span {
    const ps = this.t.paragraphs;
    return this.t.whole(ps[0]!, ps[ps.length - 1]!);
  }
  protected scalars() {
    return { text: () => this.t.textOf(this.span()) };
  }
  get contentControls() {
    return controls(this.ctx, () => this.t.controls);
  }
  getComments(): FakeCollection<CommentModel, FakeComment> {
    return new FakeCollection(
      this.ctx,
      () => {
        this.ctx.host.require(1.4, 'getComments');
        return [...this.t.comments];
      },
      (c, lazy) => new FakeComment(this.ctx, () => c, lazy),
    );
  }
  getTrackedChanges(): FakeCollection<Revision, FakeTrackedChange> {
    return new FakeCollection(
      this.ctx,
      () => {
        this.ctx.host.require(1.6, 'getTrackedChanges');
        return [...this.t.revisions];
      },
      (r, lazy) => new FakeTrackedChange(this.ctx, () => r, lazy),
    );
  }
}

type Kind = 'changed' | 'added' | 'deleted';

function events(ctx: FakeContext, kind: Kind): WordEventSource<ParagraphEventArgs> {
  return {
    add(handler): EventRegistration {
      ctx.enqueue(() => {
        ctx.host.require(1.6, 'paragraph events');
        ctx.host.handlers[kind].add(handler);
      });
      return { remove: () => ctx.enqueue(() => void ctx.host.handlers[kind].delete(handler)) };
    },
  };
}

export class FakeDocument extends Proxy<DocModel> implements WordDocument {
  readonly body: FakeBody;
  readonly onParagraphChanged = events(this.ctx, 'changed');
  readonly onParagraphAdded = events(this.ctx, 'added');
  readonly onParagraphDeleted = events(this.ctx, 'deleted');

  constructor(ctx: FakeContext) {
    super(ctx, () => ctx.model, true);
    this.body = new FakeBody(ctx, () => ctx.model, true);
  }
  protected scalars() {
    return {
      changeTrackingMode: () => {
        this.ctx.host.require(1.4, 'changeTrackingMode');
        return this.t.changeTrackingMode;
      },
    };
  }
  get contentControls() {
    return controls(this.ctx, () => this.t.controls);
  }
  get changeTrackingMode(): ChangeTrackingMode {
    return this.value('changeTrackingMode');
  }
  set changeTrackingMode(mode: ChangeTrackingMode) {
    this.ctx.enqueue(() => {
      this.ctx.host.require(1.4, 'changeTrackingMode');
      this.t.changeTrackingMode = mode;
    });
  }
  getSelection(): FakeRange {
    return new FakeRange(this.ctx, () => {
      const s = this.t.selection;
      return { start: { ...s.start }, end: { ...s.end } };
    });
  }
}

export { FakeHost };
