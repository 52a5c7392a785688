import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { UserPublic } from '../../../core/api/users';
import { ErrorMessage } from '../../components/ErrorMessage';
import { queryError } from '../../components/query-error';
import { useDeleteUserMutation } from './admin-api';

/** Asks before deleting a user for good. */
export function DeleteUserDialog({ user, onClose }: { user: UserPublic; onClose: () => void }) {
  const [remove, { isLoading, error }] = useDeleteUserMutation();
  const confirm = async () => {
    const result = await remove(user.id);
    if (!('error' in result)) onClose();
  };
  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-label={`Delete ${user.email}`} data-testid="delete-user-dialog">
        <DialogBody>
          <DialogTitle>Delete {user.email}?</DialogTitle>
          <DialogContent>
            <ErrorMessage error={queryError(error)} />
            The account and everything it owns are removed. This cannot be undone; to stop someone
            signing in while keeping their drafts, deactivate the account instead.
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              appearance="primary"
              disabled={isLoading}
              data-testid="delete-user-confirm"
              onClick={() => void confirm()}
            >
              Delete
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
