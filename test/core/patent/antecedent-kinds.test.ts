import { claimRules } from './findings-support';

const ambiguous = (claims: string) => claimRules(claims, 'antecedent/ambiguous');

describe('antecedent/ambiguous: a bare head noun after two kinds of it', () => {
  it('flags "the sensor" after only "an oxygen sensor" and "a pressure sensor"', () => {
    const claims =
      '1. An engine comprising an oxygen sensor and a pressure sensor.\n\n2. The engine of claim 1, wherein the sensor is coupled to a controller.';
    expect(ambiguous(claims)).toEqual(['antecedent/ambiguous']);
  });

  it('stays silent where one is introduced bare, or the claims use the bare noun throughout', () => {
    const silent = [
      '1. An engine comprising a sensor and a pressure sensor.\n\n2. The engine of claim 1, wherein the sensor is coupled to a controller.',
      '1. An engine comprising an oxygen sensor.\n\n2. The engine of claim 1, wherein the sensor is coupled to a controller.',
      // Extra full-text wording (US06336130B1 claim 20): "an operation call … invokes the call on
      // a TAP; the TAP invoking the call on one of the NAPs": a settled short name.
      '1. An engine comprising an oxygen sensor and a pressure sensor, the sensor being heated by a heater and the sensor being coupled to a controller.',
    ];
    for (const c of silent) expect(ambiguous(c)).toEqual([]);
  });
});
