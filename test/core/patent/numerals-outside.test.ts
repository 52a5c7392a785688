import { describedWarnings } from './findings-support';

/** Numeral warnings (info notes left out) of a description as "rule numeral" lines. */
const warnings = (detailed: string) =>
  describedWarnings(detailed, /^numerals\/(?:name-conflict|typo)$/);

// False alarms read on real patents from outside the dev set (test/fixtures/patents/extra-full/),
// each with the slip it must still catch beside it.
describe('numerals: how drafters number, read on patents nobody tuned on', () => {
  const modes =
    'The substrate ID reading unit 1 reads the ID. The reading unit 1 stops. The unit 1 is ' +
    'fixed to the solder printer 3. The solder printer 3 prints.\n\n';

  it('reads "modes (1)-(8)" as a range of numbered items, not a numeral', () => {
    expect(
      warnings(modes + 'These features may be used apart from the above-modes (1)-(8).'),
    ).toEqual([]);
    expect(warnings(modes + 'The process according to any one of modes (1)-(3).')).toEqual([]);
    expect(warnings(modes + 'The holder 1 then turns.')).toEqual(['numerals/name-conflict 1']);
  });

  const figures =
    'FIG. 18 shows an exemplary system 1800. The system 1800 comprises a client 1801 and a ' +
    'browser 1811. The system 1800 runs the browser 1811. The system 1800 stops the client ' +
    '1801.\n\nFIG. 14 shows another aspect.';

  it('reads "system 1400" beside "system 1800" as another figure\'s numbering', () => {
    expect(warnings(figures + ' The exemplary system 1400 comprises a server.')).toEqual([]);
    // A slip in the last two digits is still one.
    expect(warnings(figures + ' The browser 1817 then stops.')).toEqual(['numerals/typo 1817']);
  });

  const supplier =
    'The order goes to the supplier 300. The supplier 300 ships it. The supplier 300 stores ' +
    'it. The host 310 forwards it. The host 310 waits.\n\n';

  it("reads a name owned by one of the numeral's own names as that part", () => {
    expect(warnings(supplier + "It is kept at the suppliers' facilities 300.")).toEqual([]);
    expect(warnings(supplier + 'It is kept at the freight elevator 300.')).toEqual([
      'numerals/name-conflict 300',
    ]);
  });

  it('reads "(also a handle 12)" as a second name the draft gives itself', () => {
    const lever = 'The lever 12 pivots on the frame 14. The lever 12 rests. The lever 12 turns. ';
    expect(warnings(lever + 'The lever 12 (also a handle 12) is long.')).toEqual([]);
    expect(warnings(lever + 'The grommet 12 is long.')).toEqual(['numerals/name-conflict 12']);
  });
});
