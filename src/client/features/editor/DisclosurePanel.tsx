import { Button, Field, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { counted } from '../../components/counted';
import { useEffect, useId, useRef, useState } from 'react';
import type { ImportResult } from '../../../core/api/drafts';
import { SECTION_NAMES } from '../../../core/api/sections';
import type { ErrorDescription } from '../../app/errors';
import { describeFailure } from './editor-http';
import { ActionFailure } from './ActionFailure';
import { ImportChoiceDialog, ReplaceDraftDialog, type ImportChoice } from './ImportChoiceDialog';
import { IMPORT_ACCEPT, importFile } from './import-file';
import { SECTION_LABELS } from './sections';
import { useSession } from './session';
import { findSentence } from './trace';
import { useField } from './use-field';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  text: {
    minHeight: '18rem',
    // Under the tabs of a narrow window the panel is a strip of 45vh (DraftWorkspace): the field
    // leaves room for its hint and the "Import file" row, which are then not cut off at the bottom.
    '@media (max-width: 960px)': { minHeight: 'max(6rem, min(18rem, calc(45vh - 9rem)))' },
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** A disclosure sentence to show (from the Sources panel); `seq` makes each request new. */
export interface DisclosureHighlight {
  sentence: string;
  seq: number;
}

/** Selects a span of the disclosure field and scrolls it into view. */
function selectSpan(area: HTMLTextAreaElement, start: number, end: number): void {
  area.focus();
  area.setSelectionRange(start, end);
  const share = area.value.length ? start / area.value.length : 0;
  area.scrollTop = Math.max(0, share * area.scrollHeight - area.clientHeight / 3);
}

/** The invention disclosure the draft is written from: typed or pasted, or imported from a file. */
export function DisclosurePanel({ highlight }: { highlight?: DisclosureHighlight | null }) {
  const styles = useStyles();
  const { document, token } = useSession();
  const [disclosure, setDisclosure] = useField(document, 'disclosure');
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    const area = areaRef.current;
    if (!highlight || !area) return;
    const span = findSentence(area.value, highlight.sentence);
    setMissing(!span);
    if (span) selectSpan(area, span.start, span.end);
  }, [highlight]);
  const fileRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<ErrorDescription | null>(null);
  // In a narrow window the panel is a short strip: what the import did is brought into its view.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (note || error) outcomeRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [note, error]);

  /** An imported file waiting for the user to say what becomes of the text already there. */
  const [asking, setAsking] = useState<ImportResult | null>(null);

  const take = (result: ImportResult, text: string) => {
    setDisclosure(text);
    const pages = result.pages === null ? '' : `, ${counted(result.pages, 'page')}`;
    setNote(
      `Imported ${result.characters.toLocaleString('en-US')} characters from ${result.filename}${pages}.`,
    );
  };

  /** An imported patent application waiting for leave to replace the draft's sections. */
  const [replacing, setReplacing] = useState<ImportResult | null>(null);

  /** A patent application's sections become the draft's (every section: none is left mixed). */
  const takeSections = (result: ImportResult) => {
    const sections = result.sections ?? {};
    for (const name of SECTION_NAMES) document.userReplace(name, sections[name] ?? '');
    const filled = SECTION_NAMES.filter((name) => sections[name]?.trim()).map((name) =>
      SECTION_LABELS[name].toLowerCase(),
    );
    setNote(
      `Imported ${result.filename} as a patent application into the draft's sections: ${filled.join(', ')}.`,
    );
  };

  /** The file's text as disclosure: asking first when the disclosure has text. */
  const takeDisclosure = (result: ImportResult) => {
    if (document.get('disclosure').trim()) setAsking(result);
    else take(result, result.text);
  };

  const onReplace = (choice: 'replace' | 'disclosure' | 'cancel') => {
    const result = replacing;
    setReplacing(null);
    if (!result || choice === 'cancel') return;
    if (choice === 'replace') takeSections(result);
    else takeDisclosure(result);
  };

  const onChoose = (choice: ImportChoice) => {
    const result = asking;
    setAsking(null);
    if (!result || choice === 'cancel') return;
    const mine = document.get('disclosure').trimEnd();
    take(result, choice === 'replace' ? result.text : `${mine}\n\n${result.text}`);
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      const result = await importFile(token(), file);
      // Nothing the user wrote is replaced without asking (read now: typing goes on meanwhile).
      if (!result.sections) takeDisclosure(result);
      else if (SECTION_NAMES.some((name) => !document.isEmpty(name))) setReplacing(result);
      else takeSections(result);
    } catch (caught) {
      setError(describeFailure(caught));
    } finally {
      setBusy(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <section className={styles.root} aria-label="Disclosure panel">
      <Field
        label="Disclosure"
        hint="Describe the invention: what it is, its parts, how it works, its variants."
      >
        <Textarea
          ref={areaRef}
          className={styles.text}
          resize="vertical"
          value={disclosure}
          onChange={(_, d) => setDisclosure(d.value)}
        />
      </Field>
      <div className={styles.row}>
        <input
          id={inputId}
          ref={fileRef}
          type="file"
          accept={IMPORT_ACCEPT}
          hidden
          aria-label="Disclosure file"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        <Button disabled={busy} onClick={() => fileRef.current?.click()}>
          {busy ? 'Importing…' : 'Import file'}
        </Button>
        <Text size={200}>.docx, .pdf or .txt</Text>
      </div>
      {missing && (
        <Text role="status" size={200}>
          That sentence is no longer in the disclosure (it was edited since the generation).
        </Text>
      )}
      <div ref={outcomeRef}>
        {note && (
          <Text role="status" size={200}>
            {note}
          </Text>
        )}
        <ActionFailure title="The file was not imported" error={error} />
      </div>
      {asking && <ImportChoiceDialog file={asking} onChoose={onChoose} />}
      {replacing && <ReplaceDraftDialog file={replacing} onChoose={onReplace} />}
    </section>
  );
}
