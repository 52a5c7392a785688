import { LlmStandin, type StandinApi } from '../../support/llm-standin';
import { newDraft, signIn } from '../drafts/helpers';
import { DISCLOSURE, generate, GOOD_CLAIMS, standinApp, standinSuite } from './helpers';

const CUT_OFF = {
  rule: 'output_limit',
  severity: 'warning',
  message: 'The model stopped at the output limit; the section may be cut short.',
};

describe.each<StandinApi>(['openai', 'anthropic'])('%s output limit', (api) => {
  const ctx = standinSuite(api, {
    LLM_MODEL: api === 'anthropic' ? 'claude-sonnet-4-5' : 'standin-model',
    LLM_MAX_OUTPUT_TOKENS: '321',
  });

  it('sends LLM_MAX_OUTPUT_TOKENS as the request limit', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    ctx.standin.reply = () => ({ kind: 'stream', text: GOOD_CLAIMS });
    const upstream = ctx.standin.nextRequest();
    const res = await generate(ctx.t, ctx.alice, { draft_id: draft.id, section: 'claims' });
    expect(res.events.at(-1)).toMatchObject({ type: 'finished' });
    const { body } = await upstream;
    expect(body.max_tokens ?? body.max_completion_tokens).toBe(321);
    const findings = res.events.flatMap((e) => (e.type === 'findings' ? e.findings : []));
    expect(findings.filter((f) => f.rule === CUT_OFF.rule)).toEqual([]);
  });

  it('a section stopped at the limit gets a warning on its last line; the text is kept', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { disclosure: DISCLOSURE });
    const cut = GOOD_CLAIMS.slice(0, 60);
    ctx.standin.reply = () => ({ kind: 'stream', text: cut, finish: 'length' });
    const res = await generate(ctx.t, ctx.alice, { draft_id: draft.id, section: 'claims' });
    expect(res.events.at(-1)).toMatchObject({ type: 'finished', version: 2 });
    const findings = res.events.find((e) => e.type === 'findings');
    expect(findings?.type === 'findings' && findings.findings.at(-1)).toEqual({
      ...CUT_OFF,
      section: 'claims',
      start: cut.lastIndexOf('\n') + 1,
      end: cut.trimEnd().length,
    });
    const saved = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/v1/drafts/${draft.id}`,
      headers: ctx.alice.headers,
    });
    expect(saved.json().sections.claims).toBe(cut);
  });
});

it('without LLM_MAX_OUTPUT_TOKENS the OpenAI-compatible request names no limit', async () => {
  const standin = await LlmStandin.start();
  const t = await standinApp(standin, 'openai');
  try {
    const alice = await signIn(t);
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    standin.reply = () => ({ kind: 'stream', text: GOOD_CLAIMS });
    const res = await generate(t, alice, { draft_id: draft.id, section: 'claims' });
    expect(res.events.at(-1)).toMatchObject({ type: 'finished' });
    expect(standin.requests[0]!.body).not.toHaveProperty('max_tokens');
    expect(standin.requests[0]!.body).not.toHaveProperty('max_completion_tokens');
  } finally {
    await t.close();
    await standin.close();
  }
});
