import { buildTestApp, type TestApp } from './app';
import { SECRET_KEY, StripeStandin, WEBHOOK_SECRET } from './stripe-standin';

/** A test app with billing on, its Stripe client pointed at a fresh stand-in; `env` adds to it. */
export async function billingApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; stripe: StripeStandin }> {
  const stripe = new StripeStandin();
  const base = await stripe.start();
  const t = await buildTestApp({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: base,
    PUBLIC_URL: 'http://claimwright.test',
    ...env,
  });
  return { t, stripe };
}

/** The app and stand-in of a billing suite, readable once its beforeAll has run. */
export interface BillingSuite {
  readonly t: TestApp;
  readonly stripe: StripeStandin;
}

/**
 * Registers the beforeAll/afterAll of a billing suite: `billingApp(env)` before, app and stand-in
 * closed after. Call it at the top of a describe; the fields throw if read before beforeAll ran.
 */
export function billingSuite(env: Record<string, string> = {}): BillingSuite {
  let built: { t: TestApp; stripe: StripeStandin } | undefined;
  beforeAll(async () => {
    built = await billingApp(env);
  });
  afterAll(async () => {
    await built?.t.close();
    await built?.stripe.stop();
  });
  const ready = () => {
    if (!built) throw new Error('billingSuite read before beforeAll ran');
    return built;
  };
  return {
    get t() {
      return ready().t;
    },
    get stripe() {
      return ready().stripe;
    },
  };
}
