/**
 * A generation of several sections hands each finished one back to the user while it writes the
 * next: saves of it are accepted, the end of the generation does not overwrite them.
 */
import { newDraft } from '../drafts/helpers';
import { cancel, DISCLOSURE, generate, standinSuite, until, whenRecorded } from './helpers';

const ctx = standinSuite();

const BACKGROUND = 'Widgets close by hand, which is slow.';
const SUMMARY = 'A widget closes by itself thanks to a spring.';

const api = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  ctx.t.app.inject({ method, url: `/api/v1${url}`, headers: ctx.alice.headers, payload });

describe('sections released during a generation', () => {
  it('a finished section is editable while the next is written, and stays as edited', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    const first = ctx.standin.requests.length;
    // Background streams whole; the summary stalls after one piece.
    ctx.standin.reply = (req) =>
      ctx.standin.requests.indexOf(req) === first
        ? { kind: 'stream', text: BACKGROUND }
        : { kind: 'stream', text: SUMMARY, chunkChars: 10, stallAfter: 1 };
    const id = crypto.randomUUID();
    const running = generate(ctx.t, ctx.alice, {
      generation_id: id,
      draft_id: draft.id,
      section: 'description',
    });
    await whenRecorded(ctx.t, ctx.alice, id);
    await until(async () => {
      const row = (await api('GET', `/generations/${id}`)).json();
      return row.released_sections.includes('background');
    });

    const current = (await api('GET', `/drafts/${draft.id}`)).json();
    expect(current.sections.background).toBe(BACKGROUND);
    const edited = await api('PATCH', `/drafts/${draft.id}`, {
      version: current.version,
      sections: { background: `${BACKGROUND} Edited while the summary is written.` },
    });
    expect(edited.statusCode).toBe(200);
    const held = await api('PATCH', `/drafts/${draft.id}`, {
      version: edited.json().version,
      sections: { summary: 'Mine.' },
    });
    expect(held.statusCode).toBe(409);
    // Another generation may take the released section, not the held one.
    const clash = await generate(ctx.t, ctx.alice, { draft_id: draft.id, section: 'summary' });
    expect(clash.status).toBe(409);

    expect((await cancel(ctx.t, ctx.alice, id)).statusCode).toBe(200);
    const done = await running;
    const types = done.events.map((e) => (e.type === 'section_released' ? e.section : e.type));
    expect(types.indexOf('background')).toBeLessThan(
      done.events.findIndex((e) => e.type === 'section_started' && e.section === 'summary'),
    );
    expect(done.events.at(-1)?.type).toBe('cancelled');
    const after = (await api('GET', `/drafts/${draft.id}`)).json();
    expect(after.sections.background).toBe(`${BACKGROUND} Edited while the summary is written.`);
    expect(after.sections.summary).toBe(SUMMARY.slice(0, 10));
    const row = (await api('GET', `/generations/${id}`)).json();
    expect(row).toMatchObject({ state: 'cancelled', released_sections: ['background'] });
  });

  it('a one-section generation releases nothing before it ends', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    ctx.standin.reply = () => ({ kind: 'stream', text: SUMMARY });
    const res = await generate(ctx.t, ctx.alice, { draft_id: draft.id, section: 'summary' });
    expect(res.events.at(-1)?.type).toBe('finished');
    expect(res.events.some((e) => e.type === 'section_released')).toBe(false);
  });
});
