import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useId, useRef, useState } from 'react';
import type { ErrorDescription } from '../../app/errors';
import { describeFailure } from './editor-http';
import { IMPORT_ACCEPT, importFile } from './import-file';
import { useSession } from './session';
import { useField } from './use-field';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  text: { minHeight: '18rem' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** The invention disclosure the draft is written from: typed or pasted, or imported from a file. */
export function DisclosurePanel() {
  const styles = useStyles();
  const { document, token } = useSession();
  const [disclosure, setDisclosure] = useField(document, 'disclosure');
  const fileRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<ErrorDescription | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      const result = await importFile(token(), file);
      setDisclosure(result.text);
      const pages = result.pages === null ? '' : `, ${result.pages} pages`;
      setNote(
        `Imported ${result.characters.toLocaleString('en-US')} characters from ${result.filename}${pages}.`,
      );
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
      {note && (
        <Text role="status" size={200}>
          {note}
        </Text>
      )}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>
            {error.title}: {error.detail}
          </MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
