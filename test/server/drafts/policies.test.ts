import {
  canControlGeneration,
  canEditDraft,
  canReadDraft,
} from '../../../src/server/policies/drafts';

const owner = { id: 1 };
const other = { id: 2 };
const draft = { ownerId: 1 };

describe('draft policies', () => {
  it.each([
    ['read', canReadDraft, owner, true],
    ['read', canReadDraft, other, false],
    ['edit', canEditDraft, owner, true],
    ['edit', canEditDraft, other, false],
    ['control generation', canControlGeneration, owner, true],
    ['control generation', canControlGeneration, other, false],
  ] as const)('%s as user %#: %s', (_what, can, actor, allowed) => {
    expect(can(actor, draft)).toBe(allowed);
  });
});
