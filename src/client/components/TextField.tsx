import { Field, Input, type InputProps } from '@fluentui/react-components';

/** One labelled text input of a form, with its hint and validation message. */
export interface TextFieldProps {
  label: string;
  /** The form field's name (and the key of its validation message). */
  name: string;
  value: string;
  onChange(value: string): void;
  type?: InputProps['type'];
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  error?: string;
}

/** A Fluent `Field` around an `Input`: the shape every form of the app repeats. */
export function TextField(props: TextFieldProps) {
  const { label, name, value, onChange, type, autoComplete, required, hint, error } = props;
  return (
    <Field label={label} required={required} hint={hint} validationMessage={error}>
      <Input
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  );
}
