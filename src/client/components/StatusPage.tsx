import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Logo } from './Logo';

const useStyles = makeStyles({
  page: {
    minHeight: '70vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    textAlign: 'center',
  },
  code: {
    fontSize: '72px',
    lineHeight: '1',
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
  text: { maxWidth: '36em', color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

interface StatusPageProps {
  code?: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  testId: string;
}

/** A full-page message (404, maintenance): big code, title, explanation, ways out. */
export function StatusPage({ code, title, children, actions, testId }: StatusPageProps) {
  const styles = useStyles();
  return (
    <main className={styles.page} data-testid={testId}>
      <Logo />
      {code && (
        <div className={styles.code} aria-hidden="true">
          {code}
        </div>
      )}
      <Title1 as="h1">{title}</Title1>
      <Body1 className={styles.text}>{children}</Body1>
      <div className={styles.actions}>{actions}</div>
    </main>
  );
}
