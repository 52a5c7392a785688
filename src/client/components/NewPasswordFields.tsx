import { useState } from 'react';
import type { FieldErrors } from './validate';
import { TextField } from './TextField';

/** What the server accepts as a password (ZPassword), said to the user. */
const PASSWORD_HINT = '8 to 128 characters';

/** The new password and its confirmation, as a form holds them. */
export interface NewPassword {
  password: string;
  confirm: string;
  setPassword(value: string): void;
  setConfirm(value: string): void;
  /** Adds a `confirm` message to `found` when the two differ (and `field` has none). */
  checkConfirm(found: FieldErrors, field: string): FieldErrors;
}

export function useNewPassword(): NewPassword {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    checkConfirm(found, field) {
      if (!found[field] && confirm !== password) found.confirm = 'The passwords do not match';
      return found;
    },
  };
}

/**
 * A new password and its confirmation (registration, reset, change). `name` is the password
 * field's name in the request body; `new` labels them "New password" / "Confirm new password".
 */
export function NewPasswordFields(props: {
  state: NewPassword;
  name: string;
  errors: FieldErrors;
  new?: boolean;
}) {
  const { state, name, errors } = props;
  const label = props.new ? 'New password' : 'Password';
  return (
    <>
      <TextField
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        value={state.password}
        onChange={state.setPassword}
        error={errors[name]}
      />
      <TextField
        label={`Confirm ${label.toLowerCase()}`}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        value={state.confirm}
        onChange={state.setConfirm}
        error={errors.confirm}
      />
    </>
  );
}
