import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';

/** The webhook signing secret tests configure as STRIPE_WEBHOOK_SECRET. */
export const WEBHOOK_SECRET = 'whsec_standin_secret_for_tests';
/** A secret key the stand-in accepts (any `sk_test_…` works). */
export const SECRET_KEY = 'sk_test_standin';

type Obj = Record<string, unknown>;

/** One API call the stand-in answered. */
export interface StripeCall {
  method: string;
  path: string;
  body: Obj;
  idempotencyKey: string | undefined;
  /** Answered from an earlier request with the same idempotency key, not applied again. */
  replayed: boolean;
}

/** A signed webhook delivery: the raw body and its `Stripe-Signature` header. */
export interface SignedEvent {
  id: string;
  payload: string;
  header: string;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** `a[b][0][c]=1` (Stripe's form encoding) → `{ a: { b: { '0': { c: '1' } } } }`. */
export function parseStripeForm(text: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let at = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) at[part] = value;
      else at = (at[part] ??= {}) as Obj;
    });
  }
  return out;
}

/** The values of an encoded list (`{ '0': x, '1': y }`) in order. */
const listOf = (v: unknown): unknown[] => (v && typeof v === 'object' ? Object.values(v) : []);

/**
 * A local stand-in for the Stripe endpoints Claimwright calls: customers, prices, Checkout
 * Sessions (with a tiny checkout page that "pays"), portal sessions, subscriptions and their items.
 * The official `stripe` library talks to it through its host/port/protocol options; webhooks are
 * signed with the library's own `webhooks.generateTestHeaderString`.
 */
export class StripeStandin {
  readonly calls: StripeCall[] = [];
  readonly customers = new Map<string, Obj>();
  readonly prices = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  /** The invoices `pay` made (one per subscription: its first), newest last. */
  readonly invoices = new Map<string, Obj>();
  /** The payments of each invoice `pay` made. */
  readonly invoicePayments = new Map<string, Obj[]>();
  /** Refunds made, in order. */
  readonly refunds: Obj[] = [];
  /** True: every API call fails as if Stripe were down (the connection is cut). */
  outage = false;
  /** API calls cut during an outage, all told. */
  refused = 0;
  /**
   * True: every API call is applied, then its answer is lost (the connection is cut before it), as
   * when Stripe or the network fails after Stripe did the work.
   */
  loseAnswers = false;
  /** Runs after a call is applied, before it is answered (a test's way to act meanwhile). */
  beforeAnswer: ((call: StripeCall) => Promise<void> | void) | null = null;
  /** Answers a call with this error instead of applying it, when it returns one (Stripe refusing). */
  refuse: ((call: StripeCall) => [number, Obj] | null) | null = null;
  /** What each idempotency key was first sent with and answered, as Stripe keeps them (24 h). */
  private readonly idempotent = new Map<string, { request: string; answer: [number, Obj] }>();
  /** Where `pay` delivers webhooks (the server's `/api/v1/billing/webhook`), if anywhere. */
  webhookUrl: string | null = null;
  private readonly server = http.createServer((req, res) => void this.handle(req, res));
  private readonly sockets = new Set<Socket>();
  private readonly signer = new Stripe(SECRET_KEY);
  base = '';

  constructor() {
    this.server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
  }

  /** Listens on `port` (a free one by default; a stopped stand-in restarts on its old port). */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Signs an event about `object` as Stripe would send it (`timestamp` in seconds to make it stale). */
  signEvent(
    type: string,
    object: Obj,
    options: { id?: string; timestamp?: number; secret?: string } = {},
  ): SignedEvent {
    const eventId = options.id ?? id('evt');
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const header = this.signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    });
    return { id: eventId, payload, header };
  }

  /** Posts a signed event to `webhookUrl`; its status. */
  async deliver(event: SignedEvent): Promise<number> {
    if (!this.webhookUrl) return 0;
    const res = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
      body: event.payload,
    });
    return res.status;
  }

  /** The subscription as Stripe would answer it (the payment method expanded on request). */
  subscriptionView(subId: string, expandPm = true): Obj {
    const sub = this.subscriptions.get(subId)!;
    return {
      ...sub,
      default_payment_method: expandPm
        ? { id: 'pm_card_visa', object: 'payment_method', card: { brand: 'visa', last4: '4242' } }
        : 'pm_card_visa',
    };
  }

  /** Sets a subscription's state in the stand-in (what a later retrieve answers). */
  update(subId: string, changes: { status?: string; cancel_at_period_end?: boolean }): Obj {
    const sub = this.subscriptions.get(subId)!;
    Object.assign(sub, changes);
    return this.subscriptionView(subId, false);
  }

  /**
   * Completes a Checkout Session: a subscription with its price and quantity, as if the card were
   * charged; then (with `webhookUrl`) delivers checkout.session.completed and
   * customer.subscription.created, signed.
   */
  async pay(
    sessionId: string,
    status = 'active',
  ): Promise<{ subscriptionId: string; events: SignedEvent[] }> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.status !== 'open')
      throw new Error(`session ${sessionId} is ${String(session.status)}`);
    const line = listOf(session.line_items)[0] as Obj;
    const price = this.prices.get(String(line.price))!;
    const subId = id('sub');
    const period = (price.recurring as Obj).interval === 'year' ? 365 * 86400 : 30 * 86400;
    const invoice = id('in');
    const amount = Number(price.unit_amount) * Number(line.quantity ?? 1);
    this.invoices.set(invoice, {
      id: invoice,
      object: 'invoice',
      customer: session.customer,
      number: `CW-${String(this.invoices.size + 1).padStart(4, '0')}`,
      created: Math.floor(Date.now() / 1000),
      total: amount,
      currency: price.currency,
      status: status === 'active' ? 'paid' : 'open',
      hosted_invoice_url: `${this.base}/invoice/${invoice}`,
    });
    this.invoicePayments.set(invoice, [
      {
        id: id('inpay'),
        object: 'invoice_payment',
        invoice,
        status: status === 'active' ? 'paid' : 'open',
        amount_paid: status === 'active' ? amount : 0,
        payment: { type: 'payment_intent', payment_intent: id('pi') },
      },
    ]);
    this.subscriptions.set(subId, {
      id: subId,
      object: 'subscription',
      customer: session.customer,
      latest_invoice: invoice,
      status,
      cancel_at_period_end: false,
      metadata: ((session.subscription_data as Obj | undefined)?.metadata ?? {}) as Obj,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            quantity: Number(line.quantity ?? 1),
            current_period_end: Math.floor(Date.now() / 1000) + period,
            price,
          },
        ],
      },
    });
    Object.assign(session, { status: 'complete', subscription: subId });
    const events = [
      this.signEvent('checkout.session.completed', { ...session }),
      this.signEvent('customer.subscription.created', this.subscriptionView(subId, false)),
    ];
    for (const event of events) await this.deliver(event);
    return { subscriptionId: subId, events };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', this.base);
    const text = Buffer.concat(chunks).toString('utf8');
    if (url.pathname.startsWith('/checkout/') || url.pathname.startsWith('/portal/')) {
      return this.page(req, res, url, text);
    }
    if (this.outage) {
      this.refused += 1;
      req.socket.destroy();
      return;
    }
    const body =
      req.method === 'GET' || req.method === 'DELETE'
        ? parseStripeForm(url.search.slice(1) || text)
        : parseStripeForm(text);
    const header = req.headers['idempotency-key'];
    const key = req.method === 'POST' && typeof header === 'string' ? header : undefined;
    const request = `${req.method} ${url.pathname} ${text}`;
    const seen = key === undefined ? undefined : this.idempotent.get(key);
    this.calls.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      body,
      idempotencyKey: typeof header === 'string' ? header : undefined,
      replayed: seen !== undefined,
    });
    if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_')) {
      return this.json(res, 401, { error: { type: 'invalid_request_error', message: 'No key' } });
    }
    let answer: [number, Obj];
    if (seen && seen.request !== request) {
      answer = [
        400,
        {
          error: {
            type: 'idempotency_error',
            message: 'Keys for idempotent requests can only be used with the same parameters',
          },
        },
      ];
    } else if (seen) {
      answer = seen.answer; // as Stripe does: the first answer again, nothing applied twice
    } else if (this.refuse?.(this.calls.at(-1)!)) {
      answer = this.refuse(this.calls.at(-1)!)!;
    } else {
      answer = this.route(req.method ?? 'GET', url.pathname, body) ?? [
        404,
        {
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${url.pathname})`,
          },
        },
      ];
      if (key !== undefined) this.idempotent.set(key, { request, answer: structuredClone(answer) });
    }
    await this.beforeAnswer?.(this.calls.at(-1)!);
    if (this.loseAnswers) {
      req.socket.destroy();
      return;
    }
    this.json(res, answer[0], answer[1]);
  }

  private route(method: string, path: string, body: Obj): [number, Obj] | null {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', ...body };
      this.customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys = listOf(body.lookup_keys);
      const data = [...this.prices.values()].filter((p) => keys.includes(p.lookup_key));
      return [200, { object: 'list', data, has_more: false, url: '/v1/prices' }];
    }
    if (method === 'POST' && path === '/v1/prices') {
      const price = {
        id: id('price'),
        object: 'price',
        active: true,
        currency: body.currency,
        unit_amount: Number(body.unit_amount),
        lookup_key: body.lookup_key,
        recurring: body.recurring,
        product: id('prod'),
      };
      this.prices.set(price.id, price);
      return [200, price];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = id('cs_test');
      const session = {
        ...body,
        id: sessionId,
        object: 'checkout.session',
        url: `${this.base}/checkout/${sessionId}`,
        status: 'open',
        subscription: null,
      };
      this.sessions.set(sessionId, session);
      return [200, session];
    }
    if ((m = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path))) {
      const session = this.sessions.get(m[1]!);
      if (!session) {
        return [404, { error: { type: 'invalid_request_error', message: 'No such session' } }];
      }
      if (method === 'POST' && m[2]) {
        if (session.status !== 'open') {
          const message = 'Only Checkout Sessions with a status of `open` can be expired.';
          return [400, { error: { type: 'invalid_request_error', message } }];
        }
        Object.assign(session, { status: 'expired', url: null });
      }
      return [200, session];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const portalId = id('bps');
      return [
        200,
        {
          id: portalId,
          object: 'billing_portal.session',
          url: `${this.base}/portal/${portalId}`,
          ...body,
        },
      ];
    }
    if ((m = /^\/v1\/subscriptions\/([\w]+)$/.exec(path)) && method === 'GET') {
      if (!this.subscriptions.has(m[1]!))
        return [404, { error: { type: 'invalid_request_error', message: 'No such subscription' } }];
      const expand = listOf(body.expand).includes('default_payment_method');
      return [200, this.subscriptionView(m[1]!, expand)];
    }
    if ((m = /^\/v1\/subscriptions\/([\w]+)$/.exec(path)) && method === 'DELETE') {
      if (!this.subscriptions.has(m[1]!))
        return [404, { error: { type: 'invalid_request_error', message: 'No such subscription' } }];
      return [200, this.update(m[1]!, { status: 'canceled' })];
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const data = [...this.invoices.values()]
        .filter((i) => i.customer === body.customer)
        .reverse()
        .slice(0, Number(body.limit ?? 10));
      return [200, { object: 'list', data, has_more: false, url: path }];
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const data = this.invoicePayments.get(String(body.invoice)) ?? [];
      return [200, { object: 'list', data, has_more: false, url: path }];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const refund = { id: id('re'), object: 'refund', status: 'succeeded', ...body };
      this.refunds.push(refund);
      return [200, refund];
    }
    if ((m = /^\/v1\/subscription_items\/([\w]+)$/.exec(path)) && method === 'POST') {
      for (const sub of this.subscriptions.values()) {
        const item = ((sub.items as Obj).data as Obj[]).find((i) => i.id === m![1]);
        if (item) {
          item.quantity = Number(body.quantity);
          return [200, item];
        }
      }
      return [404, { error: { type: 'invalid_request_error', message: 'No such item' } }];
    }
    return null;
  }

  /** The checkout page (a "Pay" button that pays and returns to success_url) and the portal page. */
  private async page(req: http.IncomingMessage, res: http.ServerResponse, url: URL, _body: string) {
    const [, kind, sessionId, action] = url.pathname.split('/');
    if (kind === 'portal') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Stand-in portal</title><h1>Billing portal (stand-in)</h1>');
      return;
    }
    const session = this.sessions.get(sessionId ?? '');
    if (!session) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('no such session');
      return;
    }
    if (session.status !== 'open') {
      res.writeHead(410, { 'content-type': 'text/plain' });
      res.end(`this checkout is ${String(session.status)}`);
      return;
    }
    if (req.method === 'POST' && action === 'pay') {
      await this.pay(sessionId!);
      res.writeHead(303, { location: String(session.success_url) });
      res.end();
      return;
    }
    const line = listOf(session.line_items)[0] as Obj;
    const price = this.prices.get(String(line.price));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Stand-in checkout</title>
<h1>Checkout (stand-in)</h1>
<p id="what">${String(price?.lookup_key)} × ${String(line.quantity)}</p>
<form method="post" action="/checkout/${sessionId}/pay"><button type="submit">Pay</button></form>`);
  }

  private json(res: http.ServerResponse, status: number, body: Obj): void {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  }
}
