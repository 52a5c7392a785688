import type { TestApp } from '../../support/app';
import { buildTestApp } from '../../support/app';
import { LlmStandin } from '../../support/llm-standin';
import { newDraft, signIn } from '../drafts/helpers';
import { DISCLOSURE, generate, standinApp, textBySection } from './helpers';

const PRIORITY =
  'This application claims the benefit of U.S. Provisional Application No. 63/123,456, filed ' +
  'January 5, 2025.';

describe('cross-reference generation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('the offline engine writes the benefit claim when the disclosure names a provisional', async () => {
    const alice = await signIn(t);
    const draft = await newDraft(t, alice, { disclosure: `${PRIORITY}\n\n${DISCLOSURE}` });
    const res = await generate(t, alice, { draft_id: draft.id, section: 'all' });
    expect(res.events[0]).toMatchObject({
      type: 'started',
      sections: expect.arrayContaining(['cross_reference']),
    });
    expect(res.events.at(-1)).toMatchObject({ type: 'finished' });
    const expected =
      'This application claims the benefit of U.S. Provisional Application No. 63/123,456, filed ' +
      'January 5, 2025. The entire contents of the above application are incorporated herein by ' +
      'reference.';
    expect(textBySection(res.events).cross_reference).toBe(expected);
    expect(res.events.find((e) => e.type === 'trace' && e.section === 'cross_reference')).toEqual({
      type: 'trace',
      section: 'cross_reference',
      paragraphs: [{ paragraph: 0, sources: [PRIORITY] }],
    });
    const saved = await t.app.inject({
      method: 'GET',
      url: `/api/v1/drafts/${draft.id}`,
      headers: alice.headers,
    });
    expect(saved.json().sections.cross_reference).toBe(expected);
  });

  it('without related applications the section stays empty (and a text the user wrote stays)', async () => {
    const alice = await signIn(t);
    const draft = await newDraft(t, alice, {
      disclosure: DISCLOSURE,
      sections: { cross_reference: 'Typed by the attorney.' },
    });
    const res = await generate(t, alice, { draft_id: draft.id, section: 'cross_reference' });
    expect(res.events.at(-1)).toMatchObject({ type: 'finished', version: 1 });
    expect(res.events.filter((e) => e.type === 'delta')).toEqual([]);
    const saved = await t.app.inject({
      method: 'GET',
      url: `/api/v1/drafts/${draft.id}`,
      headers: alice.headers,
    });
    expect(saved.json().sections.cross_reference).toBe('Typed by the attorney.');
  });
});

it('an LLM is asked for the cross-reference with the benefit-claim brief', async () => {
  const standin = await LlmStandin.start();
  const t = await standinApp(standin, 'openai');
  try {
    const alice = await signIn(t);
    const draft = await newDraft(t, alice, { disclosure: `${PRIORITY}\n\n${DISCLOSURE}` });
    standin.reply = () => ({ kind: 'stream', text: '' });
    const res = await generate(t, alice, { draft_id: draft.id, section: 'cross_reference' });
    expect(res.events.at(-1)).toMatchObject({ type: 'finished', version: 1 });
    const { prompt } = standin.requests[0]!;
    expect(prompt).toContain(PRIORITY);
    expect(prompt).toContain('Write the cross-reference to related applications.');
    expect(prompt).toContain('incorporated herein by reference');
    expect(prompt).toContain('answer with nothing at all');
    expect(res.events.filter((e) => e.type === 'trace')).toEqual([]);
  } finally {
    await t.close();
    await standin.close();
  }
});
