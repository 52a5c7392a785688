import { Caption1, Title1, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  page: {
    boxSizing: 'border-box',
    maxWidth: '760px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground1,
  },
  updated: {
    display: 'block',
    color: tokens.colorNeutralForeground3,
    marginBottom: tokens.spacingVerticalL,
  },
  body: {
    ...typographyStyles.body1,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase500,
    '& h2': {
      ...typographyStyles.title3,
      margin: `${tokens.spacingVerticalXXL} 0 ${tokens.spacingVerticalM}`,
    },
    '& p': { margin: `0 0 ${tokens.spacingVerticalM}` },
    '& ul': { margin: `0 0 ${tokens.spacingVerticalM}`, paddingLeft: tokens.spacingHorizontalXXL },
    '& li': { marginBottom: tokens.spacingVerticalS },
    '& a': { color: tokens.colorBrandForegroundLink },
  },
});

/** Date shown as "last updated" on the privacy and terms pages. */
export const LEGAL_UPDATED = '21 November 2026';

/** Frame of a legal page (inside the site's header and footer): the title, the update date, then the sections. */
export function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <Title1 as="h1">{title}</Title1>
      <Caption1 className={styles.updated}>Last updated {LEGAL_UPDATED}</Caption1>
      <div className={styles.body}>{children}</div>
    </main>
  );
}
