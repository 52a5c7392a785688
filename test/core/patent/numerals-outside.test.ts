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

  it('reads a list of reference numbers under its heading as a parts list', () => {
    const list =
      'The projector 12 shows a unique QR code 13. The projector 12 turns. The unique QR code ' +
      '13 is scanned. The unique QR code 13 is read.\n\nLIST OF REFERENCE NUMBERS\n\n12 ' +
      'projector 13 unique QR code 14 3D unique QR code 21 customer mobile device';
    expect(warnings(list)).toEqual([]);
    expect(warnings(list.replace('LIST OF REFERENCE NUMBERS', 'THE CODES'))).toEqual([]);
    // An entry that reads as prose ("code on the screen") is a list's only under its heading.
    const prose = list.replace('14 3D unique QR code', '14 unique QR code on the screen');
    expect(warnings(prose)).toEqual([]);
    expect(warnings(prose.replace('LIST OF REFERENCE NUMBERS', 'THE CODES'))).toEqual([
      'numerals/typo 14',
    ]);
    // In prose the once-used numeral is still a slip.
    expect(warnings(list.split('\n\n')[0] + ' The unique QR code 14 is shown.')).toEqual([
      'numerals/typo 14',
    ]);
  });

  it('reads "the holder on a mobile drive unit 410" as the holder\'s numeral', () => {
    const holder =
      'The inventory holder 410 is lifted. The inventory holder 410 is moved. The inventory ' +
      'holder 410 rests. The mobile drive unit 112 lifts it. The mobile drive unit 112 stops.\n\n';
    expect(
      warnings(
        holder + 'FIG. 4 shows an inventory holder on a mobile drive unit 410 in dashed lines.',
      ),
    ).toEqual([]);
    expect(warnings(holder + 'FIG. 4 shows the motion sensor 410 in dashed lines.')).toEqual([
      'numerals/name-conflict 410',
    ]);
  });

  it('reads "Row 604" after rows 601-603 as the next row, not a slip for row 601', () => {
    const rows =
      'Row 601 shows the timestamps. The jitter is seen on row 601. Rows 602 show the targets, ' +
      'as shown on row 602.\n\n';
    expect(warnings(rows + 'Row 604 shows the corrected targets.')).toEqual([]);
    // Named as the far one only, word for word, it is still a slip.
    const servers =
      'An OSINT server 24 holds data. The OSINT server 24 answers. The OSINT server 24 stops. ' +
      'The mail server 26 sends mail. The mail server 26 waits.\n\n';
    expect(warnings(servers + 'The data comes from the OSINT server 27.')).toEqual([
      'numerals/typo 27',
    ]);
  });

  it("reads a part renumbered by tens in another embodiment as that embodiment's", () => {
    const tool =
      'The lever 12 pivots on the frame 14. The lever 12 rests. The lever 12 turns. The frame ' +
      '14 holds. The frame 14 stands.\n\n';
    expect(warnings(tool + 'In a second embodiment, the lever 22 pivots on the frame 24.')).toEqual(
      [],
    );
    // Alone under its offset, it is a slip.
    expect(warnings(tool + 'In a second embodiment, the lever 22 pivots on the frame 14.')).toEqual(
      ['numerals/typo 22'],
    );
  });

  it("warns on a noun that is one other part's, with words of its own before it", () => {
    const heat =
      'The heat source 134 warms the liquid. The heat source 134 stops. The heat source 134 ' +
      'runs. The tank 136 holds it. The holding tank 136 fills. The tank 136 drains.\n\n';
    expect(warnings(heat + 'It drains into the liquid collection tank 134.')).toEqual([
      'numerals/name-conflict 134',
    ]);
    // A word of the numeral's own names before it makes it a wording ("front face" / "front end").
    expect(warnings(heat + 'It is held by the heat tank 134.')).toEqual([]);
  });

  it('reads "Release 12" as a version, not a part', () => {
    const lever = 'The lever 12 pivots on the frame 14. The lever 12 rests. The lever 12 turns. ';
    expect(warnings(lever + 'Release 12 of the software follows.')).toEqual([]);
  });
});
