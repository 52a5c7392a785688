import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBillingAccounts,
  ZBillingStatus,
  ZCheckoutRequest,
  ZInvoices,
  ZPlanGrant,
  ZPlanGrantCreate,
  ZPlans,
  ZPortalRequest,
  ZRedirectUrl,
  ZSeatsRequest,
  ZWebhookReceipt,
} from '../../core/api/billing';
import { PLANS } from '../../core/billing/plans';
import { ZPageQuery } from '../../core/api/users';
import { requireUser } from '../auth/current-user';
import { AppError } from '../errors';
import { canAdministerBilling } from '../policies/billing';
import { ensure } from '../policies/ensure';
import { createCheckout, createPortal } from '../services/billing/checkout';
import { listInvoices } from '../services/billing/invoices';
import { setSeats } from '../services/billing/seats';
import { billingStatus, grantPlan, listBillingAccounts } from '../services/billing/status';
import { billingEnabled } from '../services/billing/stripe-client';
import { handleWebhook } from '../services/billing/webhook';
import { bearer, errorResponses } from './responses';

const tags = ['billing'];
const schemaBase = { tags, security: bearer };

/**
 * Stripe's webhook, in a context of its own whose JSON parser keeps the raw bytes: the signature
 * is over the body exactly as sent.
 */
const webhookRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body: Buffer, done) => done(null, body),
  );
  app.post(
    '/billing/webhook',
    {
      schema: {
        tags,
        summary: "Stripe's events (signed; verified on the raw body, applied once per event id)",
        description:
          'Answers 400 when the `Stripe-Signature` header does not verify (or is too old), 200 ' +
          'for an event already processed or of a type not acted on, 503 when Stripe cannot be ' +
          'reached to read the subscription (Stripe retries).',
        response: { 200: ZWebhookReceipt, ...errorResponses(400, 404, 503) },
      },
    },
    async (request) => {
      const payload = request.body;
      if (!Buffer.isBuffer(payload)) throw new AppError('bad_request', 'Send the event as JSON');
      const signature = request.headers['stripe-signature'];
      return handleWebhook(app.ctx, {
        payload,
        signature: typeof signature === 'string' ? signature : undefined,
      });
    },
  );
};

/** Plans, the user's billing, Stripe Checkout and Portal, seats, the webhook, superusers' view. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billing/plans',
    {
      schema: {
        tags,
        summary: 'The plans: prices, seats, generations a month, what each includes (public)',
        response: { 200: ZPlans },
      },
    },
    async () => ({ data: [...PLANS], self_hosted: !billingEnabled(app.ctx.env) }),
  );

  app.get(
    '/billing',
    {
      schema: {
        ...schemaBase,
        summary: 'My plan, its state, usage against its limits, and self_hosted',
        response: { 200: ZBillingStatus, ...errorResponses(400, 401) },
      },
    },
    async (request) => billingStatus(app.ctx, await requireUser(request)),
  );

  app.post(
    '/billing/checkout',
    {
      schema: {
        ...schemaBase,
        summary: 'Start a Stripe Checkout for a plan (monthly or annual; seats for firms)',
        body: ZCheckoutRequest,
        response: { 200: ZRedirectUrl, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) =>
      createCheckout(app.ctx, { actor: await requireUser(request), request: request.body }),
  );

  app.get(
    '/billing/invoices',
    {
      schema: {
        ...schemaBase,
        summary: 'The latest invoices of the account I manage (or my own), newest first',
        response: { 200: ZInvoices, ...errorResponses(400, 401, 404, 503) },
      },
    },
    async (request) => listInvoices(app.ctx, await requireUser(request)),
  );

  app.post(
    '/billing/portal',
    {
      schema: {
        ...schemaBase,
        summary: "Open Stripe's Customer Portal: cards, invoices, plan and period, cancelling",
        body: ZPortalRequest,
        response: { 200: ZRedirectUrl, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) =>
      createPortal(app.ctx, { actor: await requireUser(request), request: request.body ?? {} }),
  );

  app.put(
    '/billing/seats',
    {
      schema: {
        ...schemaBase,
        summary: "Set the firm's seats (its admins); Stripe prorates the change",
        body: ZSeatsRequest,
        response: { 200: ZBillingStatus, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      await setSeats(app.ctx, { actor, seats: request.body.seats });
      return billingStatus(app.ctx, actor);
    },
  );

  app.get(
    '/billing/accounts',
    {
      schema: {
        ...schemaBase,
        summary: "Every user's plan in effect, state and usage (superusers)",
        querystring: ZPageQuery,
        response: { 200: ZBillingAccounts, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      ensure(canAdministerBilling(await requireUser(request)));
      return listBillingAccounts(app.ctx, request.query);
    },
  );

  app.post(
    '/billing/grants',
    {
      schema: {
        ...schemaBase,
        summary:
          'Grant a plan to a user or an enterprise for a number of days, with a reason (superusers)',
        body: ZPlanGrantCreate,
        response: { 200: ZPlanGrant, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      ensure(canAdministerBilling(actor));
      return grantPlan(app.ctx, { actor, grant: request.body });
    },
  );

  await app.register(webhookRoute);
};
