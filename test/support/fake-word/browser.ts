/**
 * The fake Word as a page script (the e2e suite serves it in place of office.js): reads
 * `window.__fakeWordInit` (set by an init script), installs `Office` and `Word`, and leaves the
 * fake on `window.fakeWord` for the test to inspect.
 */
import { createFakeWord, installFakeWord, type FakeWordOptions, type ParaSpec } from './index';

interface FakeWordWindow {
  __fakeWordInit?: { paragraphs: ParaSpec[]; options?: FakeWordOptions };
  fakeWord?: ReturnType<typeof createFakeWord>;
}

const w = window as unknown as FakeWordWindow;
const init = w.__fakeWordInit ?? { paragraphs: [] };
const fake = createFakeWord(init.paragraphs, init.options);
installFakeWord(fake, window);
w.fakeWord = fake;
