import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useFormStyles } from '../../components/useFormStyles';

/**
 * The admin pages' form dialog: a modal form with its title, fields, a dismiss button and the
 * submit button (Enter submits; closing the dialog any way calls `onClose`).
 */
export function AdminDialogFrame(props: {
  /** The dialog's accessible name; the visible title when `title` is not given. */
  label: string;
  title?: ReactNode;
  testId: string;
  submitLabel: string;
  /** The dismiss button's words (default "Cancel"). */
  closeLabel?: string;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const form = useFormStyles();
  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface aria-label={props.label} data-testid={props.testId}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{props.title ?? props.label}</DialogTitle>
            <DialogContent className={form.form}>{props.children}</DialogContent>
            <DialogActions>
              <Button onClick={props.onClose}>{props.closeLabel ?? 'Cancel'}</Button>
              <Button appearance="primary" type="submit" disabled={props.busy}>
                {props.submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
