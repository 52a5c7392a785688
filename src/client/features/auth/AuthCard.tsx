import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo';

const useStyles = makeStyles({
  page: {
    // Under the site header, so a band of the page rather than the whole screen.
    minHeight: '70vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: {
    width: '100%',
    maxWidth: '420px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    fontSize: tokens.fontSizeBase200,
  },
});

interface AuthCardProps {
  title: string;
  /** Present for pages with a form: its submit handler (default prevented). */
  onSubmit?: () => void;
  /** Accessible name of the form. */
  formName?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the auth pages: logo, title, a form, links underneath. */
export function AuthCard({ title, onSubmit, formName, children, footer }: AuthCardProps) {
  const styles = useStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <Link to="/" aria-label="Claimwright home">
          <Logo />
        </Link>
        <Title2 as="h1">{title}</Title2>
        {onSubmit ? (
          <form className={styles.form} onSubmit={submit} noValidate aria-label={formName ?? title}>
            {children}
          </form>
        ) : (
          <div className={styles.form}>{children}</div>
        )}
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
    </main>
  );
}
