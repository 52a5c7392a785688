import {
  createDeltaBatcher,
  DELTA_INTERVAL_MS,
} from '../../../src/server/services/generation/delta-batcher';

describe('delta batcher', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the first piece at once and gathers the rest into one event per interval', () => {
    const sent: string[] = [];
    const deltas = createDeltaBatcher((text) => sent.push(text));
    deltas.push('a');
    expect(sent).toEqual(['a']);
    for (const piece of ['b', 'c', 'd']) {
      jest.advanceTimersByTime(10);
      deltas.push(piece);
    }
    expect(sent).toEqual(['a']);
    jest.advanceTimersByTime(DELTA_INTERVAL_MS - 30);
    expect(sent).toEqual(['a', 'bcd']);
    jest.advanceTimersByTime(DELTA_INTERVAL_MS * 3);
    deltas.push('e'); // after a quiet spell: at once again
    expect(sent).toEqual(['a', 'bcd', 'e']);
  });

  it('flush sends what is gathered now and cancels the timer', () => {
    const sent: string[] = [];
    const deltas = createDeltaBatcher((text) => sent.push(text));
    deltas.push('a');
    deltas.push('b');
    deltas.flush();
    expect(sent).toEqual(['a', 'b']);
    jest.advanceTimersByTime(DELTA_INTERVAL_MS * 2);
    deltas.flush();
    expect(sent).toEqual(['a', 'b']);
  });
});
