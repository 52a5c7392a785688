import {
  Button,
  Field,
  Input,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Select,
  Toolbar,
  ToolbarButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import {
  useCallback,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { MAX_CLIENT_MATTER_CHARS, MAX_DOCKET_CHARS } from '../../../core/api/sections';
import type { ErrorDescription } from '../../app/errors';
import { exportDocx } from './draft-actions';
import { NARROW_QUERY, useMediaQuery } from '../../app/use-media-query';
import { DraftPicker, DraftSelect, draftLabel, useDraftDeletion, useNewDraft } from './DraftPicker';
import { describeFailure } from './editor-http';
import { ActionFailure } from './ActionFailure';
import { SaveStatus } from './SaveStatus';
import { useSession } from './session';
import { useField } from './use-field';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  name: { flexGrow: 1, minWidth: '14rem' },
  reference: { flex: '1 1 8rem', minWidth: 0, maxWidth: '14rem' },
  input: { width: '100%', minWidth: 0 },
  // Word's pane: one row (draft, save state, details, more); the rest behind "Details" and "⋯".
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, padding: 0 },
  barEnd: { marginInlineStart: 'auto', flexShrink: 0 },
  // One column in Word's pane: each field the pane's width (not the wide row's flex sizes, which
  // in a column became heights).
  details: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalS,
    '& > *': { minWidth: 0, maxWidth: 'none' },
  },
});

/** The overflow menu of the narrow toolbar: export, and (in the browser) new and delete. */
function MoreMenu({
  onExport,
  onNew,
  onDelete,
}: {
  onExport: () => void;
  onNew?: () => void;
  onDelete?: () => void;
}) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <ToolbarButton aria-label="More draft actions" icon={<MoreHorizontalRegular />} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={onExport}>Export DOCX</MenuItem>
          {onNew && <MenuItem onClick={onNew}>New draft</MenuItem>}
          {onDelete && <MenuItem onClick={onDelete}>Delete draft</MenuItem>}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** The narrow toolbar's draft select with New and Delete in its menu (browser only). */
function NarrowBar({
  current,
  title,
  details,
  detailsButton,
  onDetails,
  onExport,
}: {
  current: string | null;
  title: string;
  details: boolean;
  detailsButton: RefObject<HTMLButtonElement | null>;
  onDetails: () => void;
  onExport: () => void;
}) {
  const styles = useStyles();
  const { create } = useNewDraft();
  const { drafts, open, askDelete, dialog } = useDraftDeletion(
    current ?? '',
    title,
    current === null,
  );
  return (
    <Toolbar aria-label="Draft" size="small" className={styles.bar}>
      {current && <DraftSelect current={current} drafts={drafts} open={open} label={false} />}
      <span className={styles.barEnd}>
        <SaveStatus />
      </span>
      <ToolbarButton ref={detailsButton} aria-expanded={details} onClick={onDetails}>
        Details
      </ToolbarButton>
      <MoreMenu
        onExport={onExport}
        onNew={current ? () => void create() : undefined}
        onDelete={current ? askDelete : undefined}
      />
      {current && dialog}
    </Toolbar>
  );
}

/** Which draft, its name, jurisdiction, docket number and client-matter, the save state, and export. */
export function DraftToolbar() {
  const styles = useStyles();
  const session = useSession();
  const [name, setName] = useField(session.document, 'name');
  // An unnamed draft is listed under its Title section: the empty name field says so.
  const titleText = useSyncExternalStore(
    useCallback(
      (listener) => session.document.subscribe((k) => k === 'title' && listener()),
      [session.document],
    ),
    () => session.document.get('title'),
  );
  const [jurisdiction, setJurisdiction] = useField(session.document, 'jurisdiction');
  const [docket, setDocket] = useField(session.document, 'docket_number');
  const [matter, setMatter] = useField(session.document, 'client_matter');
  const [exporting, setExporting] = useState(false);
  const [exported, setExported] = useState<string | null>(null);
  const [error, setError] = useState<ErrorDescription | null>(null);

  const onExport = async () => {
    setExporting(true);
    setError(null);
    setExported(null);
    try {
      setExported(await exportDocx(session, name || 'draft'));
    } catch (caught) {
      setError(describeFailure(caught));
    } finally {
      setExporting(false);
    }
  };

  const narrow = useMediaQuery(NARROW_QUERY);
  const [details, setDetails] = useState(false);
  const detailsButton = useRef<HTMLButtonElement>(null);
  const closeDetails = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    setDetails(false);
    detailsButton.current?.focus();
  };
  const fields = (
    <>
      <Field label="Draft name" className={styles.name}>
        <Input
          value={name}
          maxLength={500}
          placeholder={draftLabel('', titleText)}
          onChange={(_, d) => setName(d.value)}
        />
      </Field>
      <Field label="Jurisdiction">
        <Select value={jurisdiction} onChange={(_, d) => setJurisdiction(d.value)}>
          <option value="us">United States (USPTO)</option>
          <option value="ep">Europe (EPO)</option>
        </Select>
      </Field>
      <Field label="Docket number" className={styles.reference}>
        <Input
          className={styles.input}
          value={docket}
          maxLength={MAX_DOCKET_CHARS}
          placeholder="e.g. 1234-0001US"
          onChange={(_, d) => setDocket(d.value)}
        />
      </Field>
      <Field label="Client-matter" className={styles.reference}>
        <Input
          className={styles.input}
          value={matter}
          maxLength={MAX_CLIENT_MATTER_CHARS}
          placeholder="e.g. ACME-017"
          onChange={(_, d) => setMatter(d.value)}
        />
      </Field>
    </>
  );

  return (
    <div className={styles.root}>
      {narrow ? (
        <>
          <NarrowBar
            current={session.word ? null : session.draftId}
            title={name}
            details={details}
            detailsButton={detailsButton}
            onDetails={() => setDetails((d) => !d)}
            onExport={() => void onExport()}
          />
          {details && (
            <div
              className={styles.details}
              role="group"
              aria-label="Draft details"
              onKeyDown={closeDetails}
            >
              {fields}
            </div>
          )}
          {exporting && <span role="status">Exporting…</span>}
        </>
      ) : (
        <div className={styles.row}>
          {/* In Word the document is linked to its one draft: no switching to another. */}
          {!session.word && <DraftPicker current={session.draftId} title={name} />}
          {fields}
          <Button disabled={exporting} onClick={() => void onExport()}>
            {exporting ? 'Exporting…' : 'Export DOCX'}
          </Button>
          <SaveStatus />
        </div>
      )}
      {exported && (
        <span role="status" aria-label="Export status">
          Downloaded {exported}.
        </span>
      )}
      <ActionFailure title="The DOCX was not exported" error={error} />
    </div>
  );
}
