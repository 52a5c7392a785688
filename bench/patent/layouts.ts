import { parseDraft } from '../../src/core/patent';
import { importFile } from '../../src/server/services/import/import-file';
import { loadCorpus } from '../../test/core/patent/corpus';
import { blocks, layoutErrors, layouts, toDocx } from '../../test/core/patent/parse-layouts';

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
  for (const l of all) {
    const ok = dev.filter((d) => layoutErrors(d, l).length === 0).length;
    worst = Math.min(worst, ok);
    console.log(`  ${String(ok).padStart(3)}/${dev.length} ${l.name}`);
  }
  console.log(`text layouts: ${all.length}; fewest right in any layout: ${worst}/${dev.length}`);
  const t = performance.now();
  let docxWorst = dev.length;
  for (const l of all.filter((x) => x.style === 'plain' && x.name.includes('claims'))) {
    let ok = 0;
    for (const d of dev) {
      const { text } = await importFile({
        filename: 'draft.docx',
        data: await toDocx(blocks(d, l)),
      });
      if (layoutErrors(d, l, parseDraft(text)).length === 0) ok++;
    }
    docxWorst = Math.min(docxWorst, ok);
    console.log(`  ${String(ok).padStart(3)}/${dev.length} docx ${l.name}`);
  }
  console.log(
    `docx claims layouts: fewest right ${docxWorst}/${dev.length} (${((performance.now() - t) / 1000).toFixed(0)} s to write and read the .docx files)`,
  );
}
