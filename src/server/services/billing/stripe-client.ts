import Stripe from 'stripe';
import type { AppContext } from '../../context';
import type { Env } from '../../env';
import { AppError } from '../../errors';

/** What a billing route answers while Stripe cannot be reached or fails; nothing else is affected. */
export const STRIPE_UNAVAILABLE =
  'Payments are unavailable: Stripe could not be reached. Your plan, drafts and generations are ' +
  'not affected; try again in a few minutes.';

/** True when this install takes payments (STRIPE_SECRET_KEY is set). */
export function billingEnabled(env: Env): boolean {
  return Boolean(env.STRIPE_SECRET_KEY);
}

/** The Stripe client options STRIPE_API_BASE names (the stand-in's address in tests). */
export function stripeConfig(env: Env): Stripe.StripeConfig {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 10_000 };
  if (env.STRIPE_API_BASE) {
    const base = new URL(env.STRIPE_API_BASE);
    config.host = base.hostname;
    config.protocol = base.protocol === 'http:' ? 'http' : 'https';
    if (base.port) config.port = Number(base.port);
  }
  return config;
}

const clients = new WeakMap<AppContext, Stripe>();

/** The app's Stripe client; 404 when billing is off (a self-hosted install has nothing to pay). */
export function stripeFor(ctx: AppContext): Stripe {
  const key = ctx.env.STRIPE_SECRET_KEY;
  if (!key) throw new AppError('not_found', 'Billing is not enabled on this self-hosted install');
  let client = clients.get(ctx);
  if (!client) clients.set(ctx, (client = new Stripe(key, stripeConfig(ctx.env))));
  return client;
}

/**
 * Runs a Stripe call; a network failure, a Stripe-side error or a refusal of our own request
 * becomes the billing routes' 503 (logged with Stripe's message, which never reaches the user).
 */
export async function callStripe<T>(ctx: AppContext, what: string, call: () => Promise<T>) {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Only what names the failure: a Stripe error object carries response headers and bodies.
    const stripeError = err instanceof Stripe.errors.StripeError ? err : null;
    ctx.log.warn(
      {
        what,
        stripe_type: stripeError?.type,
        stripe_code: stripeError?.code,
        stripe_status: stripeError?.statusCode,
        message: err instanceof Error ? err.message.slice(0, 300) : String(err),
      },
      'stripe call failed',
    );
    throw new AppError('unavailable', STRIPE_UNAVAILABLE, { 'retry-after': '30' });
  }
}
