import { Body1, Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { UserDetails } from '../../../core/api/users';
import { ErrorMessage, NoticeMessage } from '../../components/ErrorMessage';
import { PageCard } from '../../components/PageCard';
import { queryError } from '../../components/query-error';
import { useFormStyles } from '../../components/useFormStyles';
import { useConfirmTwoStepMutation, useEnrolTwoStepMutation } from './account-api';
import { RecoveryCodes, TwoStepManage } from './TwoStepManage';

const useStyles = makeStyles({
  qr: { width: '200px', height: '200px', imageRendering: 'pixelated' },
  secret: {
    fontFamily: tokens.fontFamilyMonospace,
    letterSpacing: '0.1em',
    wordBreak: 'break-all',
  },
});

function Enrolment({ onDone }: { onDone: (codes: string[]) => void }) {
  const styles = useStyles();
  const form = useFormStyles();
  const [enrol, enrolment] = useEnrolTwoStepMutation();
  const [confirm, confirmation] = useConfirmTwoStepMutation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  if (!enrolment.data) {
    return (
      <>
        <Body1>
          Two-step verification asks for a code from an authenticator app (such as Microsoft
          Authenticator, Google Authenticator or 1Password) each time you sign in.
        </Body1>
        <ErrorMessage error={queryError(enrolment.error)} />
        <div className={form.actions}>
          <Button
            appearance="primary"
            data-testid="two-step-start"
            disabled={enrolment.isLoading}
            onClick={() => void enrol(undefined)}
          >
            Set up two-step verification
          </Button>
        </div>
      </>
    );
  }

  const submit = async () => {
    const value = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(value)) {
      setCodeError('Enter the 6-digit code from your authenticator app');
      return;
    }
    setCodeError(undefined);
    const result = await confirm({ code: value });
    if (result.data) onDone(result.data.recovery_codes);
  };

  return (
    <form
      className={form.form}
      noValidate
      aria-label="Confirm two-step verification"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Body1>Scan this QR code with your authenticator app, then enter the code it shows.</Body1>
      <img
        src={enrolment.data.qr_code}
        alt="QR code for your authenticator app"
        className={styles.qr}
        data-testid="two-step-qr"
      />
      <Body1>
        Cannot scan? Enter this key by hand:{' '}
        <span className={styles.secret} data-testid="two-step-secret">
          {enrolment.data.secret}
        </span>
      </Body1>
      <ErrorMessage error={queryError(confirmation.error)} />
      <Field label="Code from your app" required validationMessage={codeError}>
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(_, d) => setCode(d.value)}
        />
      </Field>
      <div className={form.actions}>
        <Button appearance="primary" type="submit" disabled={confirmation.isLoading}>
          Turn on two-step verification
        </Button>
      </div>
    </form>
  );
}

/** Two-step verification: enrolment with a QR code and recovery codes, or its management. */
export function TwoStepCard({ details }: { details: UserDetails }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <PageCard title="Two-step verification" testId="account-two-step">
      {codes ? (
        <>
          <NoticeMessage testId="two-step-enabled">Two-step verification is on.</NoticeMessage>
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        </>
      ) : details.two_step_enabled ? (
        <TwoStepManage onNewCodes={setCodes} />
      ) : (
        <Enrolment onDone={setCodes} />
      )}
    </PageCard>
  );
}
