import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** Which API a request came in on. */
export type StandinApi = 'openai' | 'anthropic';

/** What the stand-in does with one request. */
export type StandinReply =
  /**
   * Streams `text` in pieces of `chunkChars`, `delayMs` apart (the first after `firstDelayMs`, as
   * a model thinks before its first token); `stallAfter` pieces, then silence;
   * `dropAfter` pieces, then the connection is cut. `finish` "length" ends as if the output
   * limit was reached (OpenAI `finish_reason: "length"`, Anthropic `stop_reason: "max_tokens"`).
   */
  | {
      kind: 'stream';
      text: string;
      chunkChars?: number;
      delayMs?: number;
      firstDelayMs?: number;
      stallAfter?: number;
      dropAfter?: number;
      finish?: 'stop' | 'length';
    }
  /** Answers an HTTP error with the provider's error body (and `headers`, e.g. Retry-After). */
  | { kind: 'error'; status: number; message: string; headers?: Record<string, string> }
  /** Cuts the connection before answering anything. */
  | { kind: 'drop' }
  /** Never answers (not even headers). */
  | { kind: 'hang' };

/** One request the stand-in received, and what became of its connection. */
export interface StandinRequest {
  api: StandinApi;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** The text of the user message (the prompt). */
  prompt: string;
  /** Resolves when the client's TCP socket is closed (an abort closes it; keep-alive does not). */
  socketClosed: Promise<void>;
  /** True once the response was closed by the client before the stand-in finished it. */
  abortedByClient: boolean;
  /** True once the stand-in wrote the whole response. */
  completed: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function userText(api: StandinApi, body: Record<string, unknown>): string {
  const messages = (body.messages ?? []) as { role: string; content: unknown }[];
  const user = messages.filter((m) => m.role === 'user').at(-1);
  if (!user) return '';
  if (typeof user.content === 'string') return user.content;
  if (Array.isArray(user.content)) {
    return user.content
      .map((part: { type?: string; text?: string }) => (part.type === 'text' ? part.text : ''))
      .join('');
  }
  return api;
}

function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

function openaiChunk(id: string, model: string, delta: object, finish: string | null): string {
  const body = { id, object: 'chat.completion.chunk', created: 1, model, choices: [] as object[] };
  body.choices.push({ index: 0, delta, finish_reason: finish });
  return `data: ${JSON.stringify(body)}\n\n`;
}

function anthropicEvent(type: string, data: object): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
}

/**
 * A real HTTP server on 127.0.0.1 speaking the streaming OpenAI chat-completions and Anthropic
 * messages APIs, with scripted replies. Tests point LLM_BASE_URL at `baseUrl`.
 */
export class LlmStandin {
  /** What to answer; tests replace it. Default: a short stream. */
  reply: (request: StandinRequest) => StandinReply = () => ({ kind: 'stream', text: 'Hello.' });
  readonly requests: StandinRequest[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly closed = new WeakMap<Socket, Promise<void>>();
  private waiters: ((r: StandinRequest) => void)[] = [];

  private constructor(
    private readonly server: http.Server,
    readonly baseUrl: string,
  ) {}

  /** Starts a stand-in on a random port. */
  static async start(): Promise<LlmStandin> {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const standin = new LlmStandin(server, `http://127.0.0.1:${port}/v1`);
    server.on('connection', (socket) => {
      standin.sockets.add(socket);
      standin.closed.set(socket, new Promise((resolve) => socket.once('close', () => resolve())));
      socket.on('close', () => standin.sockets.delete(socket));
    });
    server.on('request', (req, res) => void standin.handle(req, res));
    return standin;
  }

  /** Resolves with the next request to arrive (or the latest one, if it arrived already). */
  nextRequest(after = this.requests.length): Promise<StandinRequest> {
    const arrived = this.requests[after];
    if (arrived) return Promise.resolve(arrived);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Stops the server, dropping every connection. */
  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const path = req.url ?? '/';
    const api: StandinApi | null = path.endsWith('/chat/completions')
      ? 'openai'
      : path.endsWith('/messages')
        ? 'anthropic'
        : null;
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    if (!api || req.method !== 'POST') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    const socket = req.socket;
    const body = JSON.parse(raw) as Record<string, unknown>;
    const record: StandinRequest = {
      api,
      path,
      headers: req.headers,
      body,
      prompt: userText(api, body),
      socketClosed: this.closed.get(socket)!,
      abortedByClient: false,
      completed: false,
    };
    res.on('close', () => {
      if (!record.completed) record.abortedByClient = true;
    });
    this.requests.push(record);
    const waiting = this.waiters;
    this.waiters = [];
    for (const resolve of waiting) resolve(record);

    const reply = this.reply(record);
    if (reply.kind === 'hang') return;
    if (reply.kind === 'drop') {
      socket.destroy();
      return;
    }
    if (reply.kind === 'error') {
      const error =
        api === 'openai'
          ? { error: { message: reply.message, type: 'server_error', code: null } }
          : { type: 'error', error: { type: 'api_error', message: reply.message } };
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(error));
      record.completed = true;
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const parts = pieces(reply.text, reply.chunkChars ?? 8);
    const model = String(body.model ?? 'standin');
    const id = randomUUID();
    const write = (s: string): boolean => !res.destroyed && res.write(s);
    if (api === 'anthropic') {
      write(
        anthropicEvent('message_start', {
          message: {
            id,
            type: 'message',
            role: 'assistant',
            model,
            content: [],
            stop_reason: null,
            stop_sequence: null,
            usage: { input_tokens: 11, output_tokens: 1 },
          },
        }),
      );
      write(
        anthropicEvent('content_block_start', {
          index: 0,
          content_block: { type: 'text', text: '' },
        }),
      );
    } else {
      write(openaiChunk(id, model, { role: 'assistant', content: '' }, null));
    }
    for (const [i, text] of parts.entries()) {
      if (reply.stallAfter !== undefined && i >= reply.stallAfter) return;
      if (reply.dropAfter !== undefined && i >= reply.dropAfter) {
        await new Promise<void>((resolve) => res.write('', () => resolve()));
        socket.destroy();
        return;
      }
      const wait = i === 0 && reply.firstDelayMs !== undefined ? reply.firstDelayMs : reply.delayMs;
      if (wait) await sleep(wait);
      if (res.destroyed) return;
      write(
        api === 'anthropic'
          ? anthropicEvent('content_block_delta', { index: 0, delta: { type: 'text_delta', text } })
          : openaiChunk(id, model, { content: text }, null),
      );
    }
    if (reply.stallAfter !== undefined && reply.stallAfter >= parts.length) return;
    if (api === 'anthropic') {
      write(anthropicEvent('content_block_stop', { index: 0 }));
      write(
        anthropicEvent('message_delta', {
          delta: {
            stop_reason: reply.finish === 'length' ? 'max_tokens' : 'end_turn',
            stop_sequence: null,
          },
          usage: { output_tokens: parts.length },
        }),
      );
      write(anthropicEvent('message_stop', {}));
    } else {
      write(openaiChunk(id, model, {}, reply.finish ?? 'stop'));
      const usage = {
        prompt_tokens: 11,
        completion_tokens: parts.length,
        total_tokens: 11 + parts.length,
      };
      write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 1, model, choices: [], usage })}\n\n`,
      );
      write('data: [DONE]\n\n');
    }
    record.completed = true;
    res.end();
  }
}
