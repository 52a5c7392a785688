import { draftFromDisclosure } from '../../../src/core/patent/engine';
import { parseClaims } from './structure';

const LOCK =
  'A bicycle lock comprises a steel shackle and a lock body. The lock body houses a locking bolt ' +
  'that engages a notch in the shackle. A key cylinder in the lock body retracts the bolt when a ' +
  'key is turned. The shackle is coated with a vinyl sleeve to protect the bicycle frame. A ' +
  'mounting bracket holds the lock body on the frame of the bicycle.';

describe('the engine on a disclosure whose subject is a compound noun', () => {
  it('names the whole compound, not its first word, in the title, claims and description', () => {
    const draft = draftFromDisclosure(LOCK);
    expect(draft.sections.title).toBe('Bicycle Lock and Method');
    const first = parseClaims(draft.sections.claims)[0]!;
    expect(first.text).toMatch(/^A bicycle lock, comprising:/);
    expect(draft.sections.detailed_description).not.toMatch(/\bbicycle \d+ lock\b/);
  });
});
