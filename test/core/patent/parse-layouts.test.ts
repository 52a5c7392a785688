import { analyzeDraft, parseDraft, type Analysis } from '../../../src/core/patent';
import { importFile } from '../../../src/server/services/import/import-file';
import { loadCorpus, toDraft } from './corpus';
import { blocks, layoutErrors, layouts, toDocx } from './parse-layouts';

const dev = loadCorpus('dev');

const widget = (claimsHead: string) =>
  [
    'Widget',
    '',
    'BACKGROUND',
    '',
    '[0001] Levers are old.',
    '',
    `${claimsHead}1. A widget comprising a lever.`,
    '',
    '2. The widget of claim 1, wherein the lever is red.',
    '',
    'ABSTRACT',
    '',
    'A widget with a lever.',
  ].join('\n');

describe('claims headings of filed applications', () => {
  it.each([
    'CLAIMS\nWhat is claimed is:\n\n',
    'CLAIMS\n\nWhat is claimed is:\n\n',
    'Claims\nI claim:\n',
    'We claim:\n',
    'The invention claimed is:\n',
    'What is claimed is:\n',
    'Claims:\n\n',
    'What is claimed is: ',
    'CLAIMS ',
    '## Claims\nWhat is claimed is:\n\n',
    '**CLAIMS**\n\n',
    '**CLAIMS**\n**What is claimed is**:\n',
    'Claims\n======\n\nWhat is claimed is:\n\n',
  ])('%j gives one claims section with both claims', (head) => {
    const m = parseDraft(widget(head));
    const claims = m.sections.filter((s) => s.kind === 'claims');
    expect(claims).toHaveLength(1);
    expect(m.claims.map((c) => [c.number, c.parents])).toEqual([
      [1, []],
      [2, [1]],
    ]);
    expect(claims[0]!.text.startsWith('1. A widget')).toBe(true);
    expect(m.notes).toEqual([]);
    expect(m.sections.map((s) => s.kind)).toEqual(['title', 'background', 'claims', 'abstract']);
  });

  it('keeps the whole heading run as the heading, and offsets into the text', () => {
    const m = parseDraft(widget('CLAIMS\nWhat is claimed is:\n\n'));
    const c = m.sections.find((s) => s.kind === 'claims')!;
    expect(c.heading).toBe('CLAIMS\nWhat is claimed is:');
    expect(m.text.slice(c.headingStart, c.headingStart + c.heading!.length)).toBe(c.heading);
    expect(m.text.slice(c.start, c.end)).toBe(c.text);
  });

  it('does not merge headings of different kinds, nor a heading after body text', () => {
    const m = parseDraft('Widget\n\nFIELD\nBACKGROUND\n\nText.\n\nBACKGROUND\n\nMore.\n');
    expect(m.sections.map((s) => [s.kind, s.text])).toEqual([
      ['title', 'Widget'],
      ['field', ''],
      ['background', 'Text.'],
      ['background', 'More.'],
    ]);
  });

  it('reads a long "Title: …" line and a Markdown title', () => {
    const long = 'Semiconductor device having a buried gate '.repeat(4).trim();
    expect(parseDraft(`Title: ${long}\n\nABSTRACT\n\nA device.`).title).toBe(long);
    expect(parseDraft('# Widget\n\n## Abstract\n\nA widget.').title).toBe('Widget');
    expect(parseDraft('**Widget**\n\nABSTRACT\n\nA widget.').title).toBe('Widget');
  });

  it('keeps steps "1)", "2)" inside a claim of "1." claims that lost their indent', () => {
    const m = parseDraft(
      'What is claimed is:\n\n1. A method comprising:\n\n1) mixing;\n\n2) heating.\n\n2. The method of claim 1, wherein the heating is slow.\n\n3) The method of claim 2, wherein the mixing is fast.',
    );
    expect(m.claims.map((c) => [c.number, c.parents])).toEqual([
      [1, []],
      [2, [1]],
      [3, [2]],
    ]);
  });
});

describe('real patents under every heading layout (test/fixtures/patents/dev)', () => {
  const all = layouts();

  it.each(
    all.filter((l) => l.style === 'plain' && l.name.includes('claims')).map((l) => [l.name, l]),
  )('%s: every document parses to its claims and dependencies', (_, l) => {
    const wrong = dev.flatMap((d) => layoutErrors(d, l).map((e) => `${d.id}: ${e}`));
    expect(wrong).toEqual([]);
  });

  it('every layout in plain text, Markdown and bold, on every tenth document', () => {
    const wrong = all.flatMap((l) =>
      dev
        .filter((_, i) => i % 10 === 0)
        .flatMap((d) => layoutErrors(d, l).map((e) => `${l.name} ${d.id}: ${e}`)),
    );
    expect(all.length).toBeGreaterThan(90);
    expect(wrong).toEqual([]);
  });

  it('DOCX with heading styles, read by the import service, parses the same', async () => {
    const wrong: string[] = [];
    for (const l of all.filter((x) => x.style === 'plain')) {
      for (const d of dev.filter((_, i) => i % 30 === 0)) {
        const data = await toDocx(blocks(d, l));
        const { text } = await importFile({ filename: 'draft.docx', data });
        wrong.push(...layoutErrors(d, l, parseDraft(text)).map((e) => `${l.name} ${d.id}: ${e}`));
      }
    }
    expect(wrong).toEqual([]);
    // Builds and reads dozens of .docx files: minutes on a shared, loaded CI machine.
  }, 360_000);
});

describe('whole text and section objects agree', () => {
  const claimFindings = (a: Analysis): string[] => {
    const sec = a.model.sections.find((s) => s.kind === 'claims')!;
    return a.findings
      .filter((f) => f.section === sec.id)
      .map((f) => `${f.rule}|${f.claim}|${f.start}-${f.end}|${f.message}`)
      .sort();
  };

  it('"CLAIMS / What is claimed is:" text gives the claim findings of analyzeDraft({title, detailed, claims, abstract})', () => {
    const differ: string[] = [];
    let findings = 0;
    for (const d of dev) {
      const text = `${d.title}\n\n${d.description}\n\nCLAIMS\nWhat is claimed is:\n\n${d.claims}\n\nABSTRACT\n\n${d.abstract}\n`;
      const whole = analyzeDraft(text);
      const sections = analyzeDraft(toDraft(d));
      expect(whole.stats.claims).toBe(sections.stats.claims);
      const a = claimFindings(whole);
      findings += a.length;
      if (JSON.stringify(a) !== JSON.stringify(claimFindings(sections))) differ.push(d.id);
    }
    // The comparison has something to compare: the dev set has hundreds of claim findings.
    expect(findings).toBeGreaterThan(300);
    expect(differ).toEqual([]);
  });
});
