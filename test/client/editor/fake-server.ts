import { type Draft, type DraftUpdate, type RevisionList } from '../../../src/core/api/drafts';
import { emptySections } from '../../../src/core/api/sections';
import { encodeEvent, type GenerationEvent } from '../../../src/core/api/generation';
import { applySplice } from '../../../src/core/api/text-splice';

/** The draft every editor test opens. */
export const DRAFT_ID = '6f1c7c3e-5b1a-4f3e-9a51-2d4f7e8a9b10';

/** A fresh server-side draft at `version`. */
export function makeDraft(overrides: Partial<Draft> = {}): Draft {
  return {
    id: DRAFT_ID,
    title: 'Irrigation valve',
    disclosure: 'A valve that opens when the soil is dry.',
    jurisdiction: 'us',
    docket_number: '',
    client_matter: '',
    sections: { ...emptySections(), claims: '1. A valve comprising a body.' },
    version: 3,
    figure_numerals: [],
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Answers the revision list with two revisions: version 3 (an edit) and 2 (a generation). */
export function serveTwoRevisions(server: FakeServer): void {
  const list: RevisionList = {
    data: [
      { version: 3, source: 'edit', generation_id: null, created_at: '2025-01-01T10:00:00Z' },
      { version: 2, source: 'generation', generation_id: null, created_at: '2025-01-01T09:00:00Z' },
    ],
    count: 2,
  };
  server.on('GET', /^\/api\/v1\/drafts\/[^/]+\/revisions\?/, () => ({ body: list }));
}

/** A request the fake server received. */
export interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** JSON bodies parsed; FormData as is; null when none. */
  body: unknown;
}

/** A `text/event-stream` body the test writes to, event by event. */
export class SseStream {
  private chunks: string[] = [];
  private ended = false;
  private wake: (() => void) | null = null;
  private readonly encoder = new TextEncoder();

  /** Sends one event in the server's wire format. */
  push(event: GenerationEvent): void {
    this.pushRaw(encodeEvent(event));
  }

  /** Sends raw text (e.g. half an event). */
  pushRaw(text: string): void {
    this.chunks.push(text);
    this.wake?.();
  }

  /** Closes the stream. */
  end(): void {
    this.ended = true;
    this.wake?.();
  }

  /** The fetch body: a reader handing out the pushed chunks as bytes. */
  body(): ReadableStream<Uint8Array> {
    const reader = {
      read: async (): Promise<{ done: boolean; value?: Uint8Array }> => {
        while (!this.chunks.length && !this.ended) {
          await new Promise<void>((resolve) => (this.wake = resolve));
        }
        const next = this.chunks.shift();
        if (next === undefined) return { done: true };
        return { done: false, value: this.encoder.encode(next) };
      },
      releaseLock: () => undefined,
    };
    return { getReader: () => reader } as unknown as ReadableStream<Uint8Array>;
  }
}

/** What a route answers. */
export interface Reply {
  status?: number;
  body?: unknown;
  stream?: SseStream;
  /** Simulates no connection: fetch rejects. */
  networkError?: boolean;
}

type Handler = (request: Seen, match: RegExpMatchArray) => Reply | Promise<Reply>;

/**
 * A fake API at the network boundary: `fetch` is replaced; routes answer like the real server
 * (drafts with optimistic versions by default); every request is recorded.
 */
export class FakeServer {
  readonly seen: Seen[] = [];
  draft: Draft;
  private routes: Array<{ method: string; pattern: RegExp; handler: Handler }> = [];

  constructor(draft: Draft = makeDraft()) {
    this.draft = draft;
    this.on('GET', /^\/api\/v1\/drafts\/[^/]+$/, () => ({ body: this.draft }));
    this.on('PATCH', /^\/api\/v1\/drafts\/[^/]+$/, (req) =>
      this.applyPatch(req.body as DraftUpdate),
    );
    this.on('GET', /^\/api\/v1\/drafts\?/, () => ({
      body: { data: [this.summary()], count: 1 },
    }));
    this.on('GET', /^\/api\/v1\/drafts\/[^/]+\/generations/, () => ({
      body: { data: [], count: 0 },
    }));
    this.on('GET', /^\/api\/v1\/drafts\/[^/]+\/revisions/, () => ({
      body: { data: [], count: 0 },
    }));
    this.on('GET', /^\/api\/v1\/generate\/engine$/, () => ({
      body: {
        engine: 'offline',
        model: 'claimwright-offline-1',
        repair_passes: 1,
        max_concurrent_per_user: 2,
      },
    }));
  }

  /** Adds a route; later routes win over earlier ones. */
  on(method: string, pattern: RegExp, handler: Handler): void {
    this.routes.unshift({ method, pattern, handler });
  }

  /** Requests with this method whose path starts with `prefix`. */
  requests(method: string, prefix: string): Seen[] {
    return this.seen.filter((r) => r.method === method && r.url.startsWith(prefix));
  }

  /** Replaces `fetch` with this server. */
  install(): void {
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
      this.handle(String(input), init),
    ) as typeof fetch;
  }

  private summary() {
    const { disclosure: _d, sections, ...rest } = this.draft;
    return { ...rest, title_section: sections.title.slice(0, 200) };
  }

  /** What the server does with a PATCH of the draft: 409 on a stale version, else the new draft. */
  applyPatch(body: DraftUpdate): Reply {
    if (body.version !== this.draft.version) {
      return {
        status: 409,
        body: {
          detail: 'The draft has changed since you opened it.',
          current_version: this.draft.version,
          draft: this.draft,
        },
      };
    }
    const { version: _v, sections, section_edits: edits, ...rest } = body;
    const edited: Record<string, string> = {};
    for (const [name, edit] of Object.entries(edits ?? {})) {
      const text = applySplice(this.draft.sections[name as keyof Draft['sections']], edit);
      if (text === null) {
        const loc = ['body', 'section_edits', name];
        return { status: 422, body: { detail: [{ loc, msg: 'not made on the saved text' }] } };
      }
      edited[name] = text;
    }
    this.draft = {
      ...this.draft,
      ...rest,
      sections: { ...this.draft.sections, ...sections, ...edited },
      version: this.draft.version + 1,
    };
    return { body: this.draft };
  }

  private async handle(url: string, init: RequestInit): Promise<Response> {
    const method = init.method ?? 'GET';
    const raw = init.body;
    let body: unknown = raw ?? null;
    if (typeof raw === 'string') body = JSON.parse(raw) as unknown;
    const request: Seen = {
      url,
      method,
      headers: { ...(init.headers as Record<string, string>) },
      body,
    };
    this.seen.push(request);
    const route = this.routes.find((r) => r.method === method && r.pattern.test(url));
    const reply: Reply = route
      ? await route.handler(request, url.match(route.pattern)!)
      : { status: 404, body: { detail: 'Not Found' } };
    if (reply.networkError) throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      headers: new Headers({
        'content-type': reply.stream ? 'text/event-stream' : 'application/json',
      }),
      body: reply.stream ? reply.stream.body() : null,
      text: () => Promise.resolve(text),
    } as unknown as Response;
  }
}
