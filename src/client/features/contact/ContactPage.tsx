import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Textarea,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { CONTACT_LIMITS } from './contact-form';
import { useContactForm } from './use-contact-form';

const useStyles = makeStyles({
  page: {
    boxSizing: 'border-box',
    maxWidth: '640px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
  },
  nav: { display: 'flex', gap: tokens.spacingHorizontalL, marginBottom: tokens.spacingVerticalXL },
  link: { color: tokens.colorBrandForegroundLink },
  intro: { display: 'block', margin: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalXL}` },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', justifyContent: 'flex-start' },
});

/** `/contact`: the contact form, posted to the contact endpoint. */
export default function ContactPage() {
  const styles = useStyles();
  const { fields, errors, notice, sending, change, submit } = useContactForm();
  const messageLeft = CONTACT_LIMITS.message - fields.message.length;

  return (
    <main className={styles.page}>
      <nav aria-label="Site" className={styles.nav}>
        <Link className={styles.link} to="/">
          Claimwright home
        </Link>
        <Link className={styles.link} to="/blog">
          Blog
        </Link>
      </nav>
      <Title1 as="h1">Contact us</Title1>
      <Body1 as="p" className={styles.intro}>
        Questions about Claimwright, a deployment at your firm, or your account? Write to us. Please
        leave invention details and other client-confidential information out of this form: messages
        are stored on the server and forwarded by email.
      </Body1>
      {notice && (
        <MessageBar intent={notice.intent} role={notice.intent === 'error' ? 'alert' : 'status'}>
          <MessageBarBody>
            <MessageBarTitle>{notice.title}</MessageBarTitle>
            {notice.text}
          </MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <Field label="Name" required validationMessage={errors.name}>
          <Input
            value={fields.name}
            maxLength={CONTACT_LIMITS.name}
            autoComplete="name"
            onChange={(_, data) => change('name', data.value)}
          />
        </Field>
        <Field label="Email" required validationMessage={errors.email}>
          <Input
            type="email"
            value={fields.email}
            maxLength={CONTACT_LIMITS.email}
            autoComplete="email"
            onChange={(_, data) => change('email', data.value)}
          />
        </Field>
        <Field label="Company" hint="Optional" validationMessage={errors.company}>
          <Input
            value={fields.company}
            maxLength={CONTACT_LIMITS.company}
            autoComplete="organization"
            onChange={(_, data) => change('company', data.value)}
          />
        </Field>
        <Field
          label="Message"
          required
          validationMessage={errors.message}
          hint={
            messageLeft >= 0
              ? `${messageLeft} of ${CONTACT_LIMITS.message} characters left`
              : `${-messageLeft} characters over the limit of ${CONTACT_LIMITS.message}`
          }
        >
          <Textarea
            value={fields.message}
            rows={8}
            resize="vertical"
            onChange={(_, data) => change('message', data.value)}
          />
        </Field>
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={sending}>
            {sending ? 'Sending…' : 'Send message'}
          </Button>
        </div>
      </form>
    </main>
  );
}
