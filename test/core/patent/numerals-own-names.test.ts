import { describedFlags } from './findings-support';

/** Name-conflict findings of a description as "severity rule text" lines, info notes included. */
const flags = (detailed: string) => describedFlags(detailed, /^numerals\/name-conflict$/);
const warnings = (detailed: string) => flags(detailed).filter((f) => !f.startsWith('info '));

// Phrasings of outside granted patents (extra-full) where the second name of a numeral is a name
// the draft itself gives that numeral: a wording of the part, not a second part.
describe('numerals/name-conflict: a name the draft gives the numeral itself', () => {
  // US11558444B1: "routines/program 92" gives "routines" as another name of 92.
  const program =
    'Disk storage 95 provides non-volatile storage for computer software instructions 92 and ' +
    'data 94. In one embodiment, the processor routines 92 and data 94 are a computer program ' +
    'product. The player 307 may be implemented as a computer program product 92. The computer ' +
    'readable medium of computer program product 92 is a propagation medium. Such signals ' +
    'provide at least a portion of the software instructions for the multimedia system 100 ' +
    'routines/program 92. The software instructions of the player 307 are stored. The player 307 ' +
    'plays.';

  it('stays silent on a word given as the alternative of its name ("routines/program 92")', () => {
    expect(warnings(program)).toEqual([]);
  });

  it('still warns when no name of the numeral offers the word', () => {
    expect(warnings(program.replace('routines/program 92', 'program 92'))).toEqual([
      'warning numerals/name-conflict 92',
    ]);
  });

  // US20170370151A1: "target toolface 316"; the scaled error is the "toolface orientation 254".
  const toolface =
    'The control logic receives a scaled deviation error of toolface orientation 254. The ' +
    'toolface orientation 254 is scaled. The controller 318 can utilize a target toolface orientation ' +
    '316 as an input. The controller can use TF setpoint 316 and actual TF 334 as inputs. The ' +
    'top drive compensates for error between the TF setpoint 316 and the actual TF 334. The ' +
    'toolface estimate 354 and a target toolface 316 can be summed 356.';

  it("only notes a name that is the numeral's own name with a word added", () => {
    expect(warnings(toolface)).toEqual([]);
    expect(flags(toolface)).toContain('info numerals/name-conflict 316');
  });

  it("still warns on the other part's name without the numeral's own words", () => {
    expect(warnings(toolface.replace('a target toolface 316', 'a setpoint 316'))).toEqual([
      'warning numerals/name-conflict 316',
    ]);
  });
});

describe('numerals/name-conflict: a part recalled as described above', () => {
  // US07752445B2: the certificate authority 50, once "the above-described station 50".
  const authority =
    'The computer 10 is connected to a certificate authority 50 for registration. The ' +
    'certificate authority 50 issues certificates. Computer 10 applies to certificate authority ' +
    '50. The computer 10 holds a key. While only one certificate authority public key is ' +
    'authenticated in the above-described station 50, several keys may exist.';

  it('stays silent on a noun found nowhere else, recalled as "above-described"', () => {
    expect(warnings(authority)).toEqual([]);
  });

  it('still warns on that noun without the recall', () => {
    expect(warnings(authority.replace('the above-described station 50', 'the station 50'))).toEqual(
      ['warning numerals/name-conflict 50'],
    );
  });
});

describe('numerals/undescribed: a gap named by what it lies between', () => {
  // US11554372B1: "the spacing 525 between the bottom edge of tab 515 and support surface 520".
  const tab =
    'The tab 515 inserts into a slot 228 of the cartridge. The tab 515 is thin. The support ' +
    'surface 520 is flat. In addition, the spacing 525 between the bottom edge of tab 515 and ' +
    'support surface 520 is set such that the cartridge is held.';

  const undescribed = (detailed: string) => describedFlags(detailed, /^numerals\/undescribed$/);

  it('stays silent on "the spacing 525 between A and B"', () => {
    expect(undescribed(tab)).toEqual([]);
  });

  it('still warns on the spacing named without what it lies between', () => {
    expect(undescribed(tab.replace(/525 between[^]*?520 is/, '525 is'))).toContain(
      'warning numerals/undescribed spacing 525',
    );
  });
});
