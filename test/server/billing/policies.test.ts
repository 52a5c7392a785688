import type { UserRow } from '../../../src/server/db/schema';
import { canAdministerBilling, canManageBilling } from '../../../src/server/policies/billing';

const base = { isSuperuser: false, enterpriseId: null, enterpriseRole: null } as const;
const actors: Record<
  string,
  Pick<UserRow, 'id' | 'isSuperuser' | 'enterpriseId' | 'enterpriseRole'>
> = {
  self: { ...base, id: 1 },
  other: { ...base, id: 2 },
  'firm admin': { ...base, id: 3, enterpriseId: 7, enterpriseRole: 'admin' },
  'firm member': { ...base, id: 4, enterpriseId: 7, enterpriseRole: 'member' },
  'other firm admin': { ...base, id: 5, enterpriseId: 8, enterpriseRole: 'admin' },
  superuser: { ...base, id: 6, isSuperuser: true },
};

// [own account of user 1, enterprise 7's account, administer billing]
const expected: Record<string, [boolean, boolean, boolean]> = {
  self: [true, false, false],
  other: [false, false, false],
  'firm admin': [false, true, false],
  'firm member': [false, false, false],
  'other firm admin': [false, false, false],
  superuser: [false, false, true],
};

describe('billing policies', () => {
  it.each(Object.keys(actors))('%s', (name) => {
    const actor = actors[name] as UserRow;
    expect([
      canManageBilling(actor, { userId: 1 }),
      canManageBilling(actor, { enterpriseId: 7 }),
      canAdministerBilling(actor),
    ]).toEqual(expected[name]);
  });
});
