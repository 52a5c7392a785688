import type { UserDetails, UserPublic } from '../../../src/core/api/users';
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
