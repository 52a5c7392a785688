import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { fieldsOf } from './draft-document';
import { useGetRevisionQuery } from './drafts-api';
import { describeFailure } from './editor-http';
import { ActionFailure } from './ActionFailure';
import { selectSave } from './editor-slice';
import { RevisionDiff } from './RevisionDiff';
import { useSession } from './session';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    marginBlockEnd: tokens.spacingVerticalS,
    borderInlineStartWidth: '2px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke1,
  },
});

/** Props of a revision under review. */
export interface RevisionReviewProps {
  version: number;
  /** A restore is under way. */
  busy: boolean;
  onRestore: () => void;
}

/** One revision compared with the current text, and "Restore this revision" after a confirmation. */
export function RevisionReview({ version, busy, onRestore }: RevisionReviewProps) {
  const styles = useStyles();
  const { draftId, document } = useSession();
  const savedVersion = useAppSelector(selectSave)?.version;
  const { data, error, isFetching } = useGetRevisionQuery({ draftId, version });
  // Compared with the text as it is now; again after each save (not on every keystroke).
  const [seen, setSeen] = useState(() => ({ at: savedVersion, fields: document.snapshot() }));
  if (seen.at !== savedVersion) setSeen({ at: savedVersion, fields: document.snapshot() });
  const current = seen.fields;
  const revision = useMemo(() => (data ? fieldsOf(data) : null), [data]);
  const name = `version ${version}`;
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={styles.root}>
      {isFetching && !data && <Spinner size="tiny" label={`Loading ${name}…`} />}
      <ActionFailure
        title="This version could not be loaded"
        error={error ? describeFailure(error) : null}
      />
      {revision && (
        <>
          <RevisionDiff current={current} revision={revision} name={name} />
          <Button appearance="primary" disabled={busy} onClick={() => setConfirming(true)}>
            Restore this revision
          </Button>
          <Dialog
            open={confirming}
            modalType="alert"
            onOpenChange={(_, d) => !d.open && setConfirming(false)}
          >
            <DialogSurface aria-label={`Restore ${name}`}>
              <DialogBody>
                <DialogTitle>Restore {name}?</DialogTitle>
                <DialogContent>
                  Pending edits are saved first; then the draft&apos;s text is replaced by the text
                  of {name}. The restore is saved as a new version, so the current text stays in the
                  history.
                </DialogContent>
                <DialogActions>
                  <Button onClick={() => setConfirming(false)}>Cancel</Button>
                  <Button
                    appearance="primary"
                    onClick={() => {
                      setConfirming(false);
                      onRestore();
                    }}
                  >
                    Restore {name}
                  </Button>
                </DialogActions>
              </DialogBody>
            </DialogSurface>
          </Dialog>
        </>
      )}
    </div>
  );
}
