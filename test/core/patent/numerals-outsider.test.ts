import { describedWarnings } from './findings-support';

/** Numeral warnings (info notes left out) of a description as "rule numeral" lines. */
const warnings = (detailed: string) =>
  describedWarnings(detailed, /^numerals\/(?:name-conflict|typo)$/);

// Slips an outsider injects into a real description: one mention's name replaced by a name the
// draft never uses (another document's part), or one numeral's digits swapped.
describe('numerals/name-conflict: a name whose qualifier the draft never uses', () => {
  const laser =
    'The laser 200 has an active layer 240 between two mirrors 230, 250. The active layer 240 ' +
    'emits light. The lower mirror 230 is arranged under the active layer 240. The active ' +
    'layer 240 is thin, and the upper mirror 250 lies on the active layer 240. ';

  it('warns on a generic head qualified by a noun found nowhere else', () => {
    expect(warnings(laser + 'Current flows into the throttle body 240 from the contact.')).toEqual([
      'numerals/name-conflict 240',
    ]);
  });

  it('stays silent on the part worded with an adjective or a word the draft uses', () => {
    expect(warnings(laser + 'Current flows into the thin body 240 from the contact.')).toEqual([]);
    expect(
      warnings(laser + 'Current flows into the cylindrical body 240 from the contact.'),
    ).toEqual([]);
    expect(warnings(laser + 'Current flows into the emitting body 240 from the contact.')).toEqual(
      [],
    );
    expect(warnings(laser + 'Current flows into the mirror body 240 from the contact.')).toEqual(
      [],
    );
  });
});
