import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { ZEnterpriseUpdate, type EnterprisePublic } from '../../../core/api/enterprises';
import { TextField } from '../../components/TextField';
import { ErrorMessage, NoticeMessage } from '../../components/ErrorMessage';
import { queryError } from '../../components/query-error';
import { useFormStyles } from '../../components/useFormStyles';
import { validate, type FieldErrors } from '../../components/validate';
import { useCreateEnterpriseMutation, useRenameEnterpriseMutation } from './enterprise-api';

function NameForm(props: {
  label: string;
  initial: string;
  button: string;
  busy: boolean;
  error: ReturnType<typeof queryError>;
  onSave: (name: string) => void;
}) {
  const form = useFormStyles();
  const [name, setName] = useState(props.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // A name another firm has (409) is said under the field, until the name is changed.
  const [edited, setEdited] = useState(false);
  const taken = props.error?.status === 409 && !edited ? props.error.detail : undefined;
  const submit = () => {
    const found = validate(ZEnterpriseUpdate, { name });
    setErrors(found);
    setEdited(false);
    if (Object.keys(found).length === 0) props.onSave(name.trim());
  };
  return (
    <form
      className={form.form}
      noValidate
      aria-label={props.button}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ErrorMessage error={props.error?.status === 409 ? null : props.error} />
      <div className={form.row}>
        <TextField
          label={props.label}
          name="name"
          required
          value={name}
          onChange={(value) => {
            setName(value);
            setEdited(true);
          }}
          error={errors.name ?? taken}
        />
        <Button type="submit" appearance="primary" disabled={props.busy}>
          {props.button}
        </Button>
      </div>
    </form>
  );
}

/** Renames the enterprise (its admins, superusers). */
export function RenameEnterpriseForm({ enterprise }: { enterprise: EnterprisePublic }) {
  const [rename, { isLoading, error }] = useRenameEnterpriseMutation();
  return (
    <NameForm
      key={enterprise.name}
      label="Firm name"
      initial={enterprise.name}
      button="Rename"
      busy={isLoading}
      error={queryError(error)}
      onSave={(name) => void rename({ id: enterprise.id, name })}
    />
  );
}

/** Creates an enterprise; a user without one becomes its admin. Says so, and empties the field. */
export function CreateEnterpriseForm() {
  const [create, { isLoading, error, data }] = useCreateEnterpriseMutation();
  return (
    <>
      {data && !error ? (
        <NoticeMessage testId="enterprise-created">Created the firm “{data.name}”.</NoticeMessage>
      ) : null}
      <NameForm
        key={data?.id ?? 'new'}
        label="Firm name"
        initial=""
        button="Create firm"
        busy={isLoading}
        error={queryError(error)}
        onSave={(name) => void create({ name })}
      />
    </>
  );
}
