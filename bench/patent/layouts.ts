import { parseDraft } from '../../src/core/patent';
import { importFile } from '../../src/server/services/import/import-file';
import { loadCorpus } from '../../test/core/patent/corpus';
import { blocks, layoutErrors, layouts, toDocx } from '../../test/core/patent/parse-layouts';

const countWrong = (e: string) => / claims, not \d+$/.test(e);

/**
 * How many of the dev patents parse right (claim count, dependencies, one claims section, title,
 * abstract, the kind of the section a heading opens) when assembled under each heading layout, as
 * plain text, Markdown, bold headings, and (for the claims headings) as a DOCX with heading styles
 * read back through the import service.
 */
export async function layoutFigures(): Promise<void> {
  const dev = loadCorpus('dev');
  let worst = dev.length;
  const all = layouts();
  let worstCount = dev.length;
  console.log('  right claim count / everything right (of 209) layout');
  for (const l of all) {
    const errors = dev.map((d) => layoutErrors(d, l));
    const ok = errors.filter((e) => e.length === 0).length;
    const count = errors.filter((e) => !e.some(countWrong)).length;
    worst = Math.min(worst, ok);
    worstCount = Math.min(worstCount, count);
    console.log(`  ${String(count).padStart(3)} / ${String(ok).padStart(3)}  ${l.name}`);
  }
  console.log(
    `text layouts: ${all.length}; fewest right claim counts in any layout: ${worstCount}/${dev.length}; fewest entirely right: ${worst}/${dev.length}`,
  );
  const t = performance.now();
  let docxWorst = dev.length;
  for (const l of all.filter((x) => x.style === 'plain' && x.name.includes('claims'))) {
    let ok = 0;
    let count = 0;
    for (const d of dev) {
      const { text } = await importFile({
        filename: 'draft.docx',
        data: await toDocx(blocks(d, l)),
      });
      const errors = layoutErrors(d, l, parseDraft(text));
      if (errors.length === 0) ok++;
      if (!errors.some(countWrong)) count++;
    }
    docxWorst = Math.min(docxWorst, ok);
    console.log(`  ${String(count).padStart(3)} / ${String(ok).padStart(3)}  docx ${l.name}`);
  }
  console.log(
    `docx claims layouts: fewest right ${docxWorst}/${dev.length} (${((performance.now() - t) / 1000).toFixed(0)} s to write and read the .docx files)`,
  );
}
