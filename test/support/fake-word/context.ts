import { DocModel, FakeWordError } from './model';

/** Which API sets the fake Word claims (WordApi version as a number: 1.3, 1.4 …). */
export interface FakeSets {
  WordApi: number;
}

type Handler = (args: { type: string; uniqueLocalIds: string[] }) => Promise<void> | void;

/** The document plus what lives beside it in Word: API sets, event handlers. */
export class FakeHost {
  readonly handlers = {
    changed: new Set<Handler>(),
    added: new Set<Handler>(),
    deleted: new Set<Handler>(),
  };
  constructor(
    public model: DocModel,
    public sets: FakeSets,
  ) {}

  require(version: number, what: string): void {
    if (this.sets.WordApi < version)
      throw new FakeWordError('ApiNotFound', `${what} needs WordApi ${version}.`);
  }
}

/**
 * A request context with Word's queue-then-sync semantics: every call on a proxy queues a step;
 * `sync()` runs the queue in order (counting the round trip) and fills in what was loaded.
 */
export class FakeContext {
  private queue: Array<() => void> = [];
  constructor(readonly host: FakeHost) {}

  get model(): DocModel {
    return this.host.model;
  }

  enqueue(step: () => void): void {
    this.queue.push(step);
  }

  get pending(): number {
    return this.queue.length;
  }

  async sync(): Promise<void> {
    this.host.model.syncs++;
    const steps = this.queue;
    this.queue = [];
    // A round trip: the caller's code after sync runs in a later task, as with real Word.
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const step of steps) step();
  }
}

/** Splits a load string ("items/text,items/style") into paths. */
export function loadPaths(spec?: string): string[] | null {
  if (spec === undefined) return null;
  return spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * A proxy: its target is resolved when the queue reaches the step that made it. Scalar properties
 * read through `value` throw PropertyNotLoaded unless a load of them was synced.
 */
export abstract class Proxy<T> {
  private resolved = false;
  private target_: T | undefined;
  private readonly values = new Map<string, unknown>();

  /**
   * `make` finds the target. Queued (the default), it runs when the queue reaches this point, as
   * in Word; `lazy` proxies (navigation properties) resolve on first use inside a later step.
   */
  constructor(
    protected readonly ctx: FakeContext,
    private make: () => T,
    lazy = false,
  ) {
    if (!lazy) ctx.enqueue(() => void this.t);
  }

  /** Re-targets a proxy before its step runs (collection.getFirst() wraps, then binds). */
  bind(find: () => T): this {
    this.make = find;
    return this;
  }

  /** The target, inside a queued step. */
  protected get t(): T {
    if (!this.resolved) {
      this.target_ = this.make();
      this.resolved = true;
    }
    return this.target_ as T;
  }

  /** Scalar properties by name, read from the target at sync time. */
  protected abstract scalars(): Record<string, () => unknown>;

  /** Navigation properties (proxies) by name, for load paths such as "listItemOrNullObject/x". */
  protected navigation(_name: string): Proxy<unknown> | null {
    return null;
  }

  /** Fills this proxy's values from its target (inside a queued step). */
  fill(paths: string[] | null): void {
    const scalars = this.scalars();
    const wanted = paths ?? Object.keys(scalars);
    for (const path of wanted) {
      const [head, ...rest] = path.split('/');
      if (rest.length) {
        const nav = this.navigation(head!);
        if (!nav) throw new FakeWordError('InvalidArgument', `Cannot load "${path}".`);
        nav.fill([rest.join('/')]);
        continue;
      }
      const read = scalars[head!];
      if (read) this.values.set(head!, read());
      else if (!this.navigation(head!))
        throw new FakeWordError('InvalidArgument', `No property "${head}".`);
      else this.navigation(head!)!.fill(null);
    }
    // Like Word: whether an "OrNullObject" proxy is null is known once anything of it is loaded.
    if (scalars.isNullObject) this.values.set('isNullObject', scalars.isNullObject());
  }

  load(properties?: string): this {
    const paths = loadPaths(properties);
    this.ctx.enqueue(() => this.fill(paths));
    return this;
  }

  protected value<V>(name: string): V {
    if (!this.values.has(name))
      throw new FakeWordError(
        'PropertyNotLoaded',
        `The property '${name}' is not available. Before reading the property's value, call the load method on the containing object and call "context.sync()" on the associated request context.`,
      );
    return this.values.get(name) as V;
  }
}

/** A value a method returns (`range.getOoxml()`): readable after the sync that computed it. */
export class FakeClientResult<T> {
  private computed = false;
  private result: T | undefined;
  constructor(ctx: FakeContext, compute: () => T) {
    ctx.enqueue(() => {
      this.result = compute();
      this.computed = true;
    });
  }
  get value(): T {
    if (!this.computed)
      throw new FakeWordError(
        'PropertyNotLoaded',
        'The value of the result object has not been loaded yet. Before reading the value property, call "context.sync()" on the associated request context.',
      );
    return this.result as T;
  }
}
