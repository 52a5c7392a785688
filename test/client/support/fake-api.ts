import type { BillingStatus } from '../../../src/core/api/billing';
import type { UserDetails, UserPublic } from '../../../src/core/api/users';
import { PLANS } from '../../../src/core/billing/plans';
import { mockFetch, type FakeAnswer, type SeenRequest } from './fetch';

/** Answers keyed by "METHOD /api/v1/path?query"; anything else is a 404. */
export type Routes = Record<string, FakeAnswer | ((request: SeenRequest) => FakeAnswer)>;

/** Replaces fetch with a router over `routes`; returns the requests seen. */
export function fakeApi(routes: Routes): SeenRequest[] {
  return mockFetch((request) => {
    const answer = routes[`${request.method} ${request.url}`];
    if (!answer) return { status: 404, body: { detail: 'Not Found' } };
    return typeof answer === 'function' ? answer(request) : answer;
  });
}

/** A user as the API returns it. */
export function userPublic(overrides: Partial<UserPublic> = {}): UserPublic {
  return {
    id: 1,
    email: 'ada@example.com',
    full_name: 'Ada Lovelace',
    is_active: true,
    is_superuser: false,
    enterprise_id: null,
    enterprise_role: null,
    two_step_enabled: false,
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** `get_user_details` of a user. */
export function userDetails(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    ...userPublic(),
    enterprise: null,
    plan: 'free',
    usage: { drafts: 0, generations: 0, generations_this_month: 0, enterprise_members: null },
    ...overrides,
  };
}

/** The request bodies sent to one "METHOD url". */
export function bodiesOf(seen: SeenRequest[], key: string): unknown[] {
  return seen
    .filter((r) => `${r.method} ${r.url}` === key)
    .map((r) => (r.body === null ? null : (JSON.parse(r.body) as unknown)));
}

/** `GET /billing` of a user on the trial plan with billing on (4 of 10 generations used). */
export function billingStatus(overrides: Partial<BillingStatus> = {}): BillingStatus {
  return {
    self_hosted: false,
    plan: PLANS[0]!,
    state: 'none',
    source: 'free',
    scope: 'user',
    enterprise: null,
    can_manage: true,
    interval: null,
    seats: null,
    members: null,
    seats_pending: null,
    seats_refused: null,
    renews_at: null,
    cancel_at_period_end: false,
    payment_method: null,
    has_customer: false,
    grant: null,
    usage: {
      generations_this_month: 4,
      generations_limit: 10,
      generations_left: 6,
      resets_at: '2026-12-01T00:00:00.000Z',
      drafts: 2,
    },
    ...overrides,
  };
}
