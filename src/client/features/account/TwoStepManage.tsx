import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, CopyRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ZTwoStepDisable } from '../../../core/api/two-step';
import { TextField } from '../../components/TextField';
import { ErrorMessage, NoticeMessage } from '../../components/ErrorMessage';
import { queryError } from '../../components/query-error';
import { useFormStyles } from '../../components/useFormStyles';
import { validate, type FieldErrors } from '../../components/validate';
import { useDisableTwoStepMutation, useRegenerateRecoveryCodesMutation } from './account-api';

const useStyles = makeStyles({
  codes: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, max-content)',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXXL}`,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    paddingInlineStart: 0,
    listStyleType: 'none',
  },
});

/** The codes as a text file, with a line saying what they are for whoever finds the file. */
export function recoveryCodesText(codes: string[]): string {
  return [
    'Claimwright recovery codes. Each signs you in once if you lose your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

function download(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes, shown once: copy or download them, then confirm they were saved. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const styles = useStyles();
  const form = useFormStyles();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recoveryCodesText(codes));
      setCopied(true);
    } catch {
      // The clipboard can be refused (permissions, an insecure origin): say so, offer the file.
      setCopied(false);
    }
  };
  return (
    <>
      <Body1>
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your
        authenticator app. They are not shown again.
      </Body1>
      <ul className={styles.codes} data-testid="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={form.actions}>
        <Button icon={<CopyRegular />} onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button
          icon={<ArrowDownloadRegular />}
          onClick={() => download(recoveryCodesText(codes), 'claimwright-recovery-codes.txt')}
        >
          Download codes
        </Button>
        <Button appearance="primary" onClick={onDone}>
          I have saved these codes
        </Button>
      </div>
      {copied === true && (
        <NoticeMessage testId="codes-copied">
          Copied. Paste them into your password manager.
        </NoticeMessage>
      )}
      {copied === false && (
        <NoticeMessage testId="codes-not-copied">
          This browser did not allow copying. Download the codes instead, or write them down.
        </NoticeMessage>
      )}
    </>
  );
}

/** Two-step is on: turn it off, or replace the recovery codes (password + a code for both). */
export function TwoStepManage({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const form = useFormStyles();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [disable, disabling] = useDisableTwoStepMutation();
  const [regenerate, regenerating] = useRegenerateRecoveryCodesMutation();

  const checked = () => {
    const body = { password, code: code.replace(/\s+/g, '') };
    const found = validate(ZTwoStepDisable, body);
    setErrors(found);
    return Object.keys(found).length === 0 ? body : null;
  };
  const turnOff = async () => {
    const body = checked();
    if (body) await disable(body);
  };
  const replaceCodes = async () => {
    const body = checked();
    if (!body) return;
    const result = await regenerate(body);
    if (result.data) onNewCodes(result.data.recovery_codes);
  };

  if (disabling.isSuccess) {
    return <NoticeMessage testId="two-step-disabled">Two-step verification is off.</NoticeMessage>;
  }
  return (
    <form
      className={form.form}
      noValidate
      aria-label="Manage two-step verification"
      onSubmit={(event) => {
        event.preventDefault();
        void turnOff();
      }}
    >
      <Body1>
        Two-step verification is on. To turn it off or get new recovery codes, confirm with your
        password and a code from your app (or an unused recovery code).
      </Body1>
      <ErrorMessage error={queryError(disabling.error ?? regenerating.error)} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <TextField
        label="Code or recovery code"
        name="code"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={setCode}
        error={errors.code}
      />
      <div className={form.actions}>
        <Button type="submit" disabled={disabling.isLoading} data-testid="two-step-disable">
          Turn off two-step verification
        </Button>
        <Button
          disabled={regenerating.isLoading}
          data-testid="two-step-regenerate"
          onClick={() => void replaceCodes()}
        >
          Get new recovery codes
        </Button>
      </div>
    </form>
  );
}
