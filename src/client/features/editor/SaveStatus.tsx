import {
  Badge,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useAppSelector } from '../../app/hooks';
import type { FieldKey } from './draft-document';
import type { SaveStatus as Status } from './draft-sync';
import { selectSave } from './editor-slice';
import { SECTION_LABELS } from './sections';
import { useSession } from './session';

const useStyles = makeStyles({
  // A long reason wraps inside the toolbar's width instead of widening the page.
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    maxWidth: '100%',
  },
});

const LABEL: Record<Status, string> = {
  saved: 'Saved',
  pending: 'Unsaved changes',
  saving: 'Saving…',
  offline: 'Offline',
  conflict: 'Conflict',
  error: 'Not saved',
};

const COLOR: Record<Status, 'success' | 'informative' | 'warning' | 'danger'> = {
  saved: 'success',
  pending: 'informative',
  saving: 'informative',
  offline: 'warning',
  conflict: 'danger',
  error: 'danger',
};

function fieldLabel(key: FieldKey): string {
  if (key === 'name') return 'draft name';
  if (key === 'disclosure' || key === 'jurisdiction') return key;
  if (key === 'docket_number') return 'docket number';
  if (key === 'client_matter') return 'client-matter reference';
  return SECTION_LABELS[key];
}

/** The autosave state: saved, saving, offline, conflict (reload or keep mine), or why not saved. */
export function SaveStatus() {
  const styles = useStyles();
  const { sync } = useSession();
  const save = useAppSelector(selectSave);
  if (!save) return null;
  return (
    <div className={styles.root}>
      <div role="status" aria-live="polite" aria-label="Save status">
        <Badge appearance="tint" color={COLOR[save.status]}>
          {LABEL[save.status]}
        </Badge>
        <Text size={200}>{` Version ${save.version}`}</Text>
      </div>
      {save.status === 'offline' && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            No connection to the server. Your edits are kept in this browser and saved when the
            connection is back.
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => sync.retryNow()}>Retry now</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {save.status === 'error' && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Not saved</MessageBarTitle>
            {save.detail}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => sync.retryNow()}>Retry save</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {save.status === 'conflict' && (
        <MessageBar intent="error" layout="multiline" aria-label="Save conflict">
          <MessageBarBody>
            <MessageBarTitle>Changed elsewhere</MessageBarTitle>
            This draft was changed in another tab or by a generation while you edited{' '}
            {save.conflictFields.map(fieldLabel).join(', ')}.
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => sync.resolve('reload')}>Reload</Button>
            <Button appearance="primary" onClick={() => sync.resolve('keep')}>
              Keep mine
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {save.recovered > 0 && (
        <MessageBar intent="info">
          <MessageBarBody>
            Restored {save.recovered === 1 ? 'one unsaved edit' : `${save.recovered} unsaved edits`}{' '}
            kept in this browser.
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
