import {
  makeStyles,
  mergeClasses,
  shorthands,
  Subtitle1,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectLayout } from '../app/layout-slice';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    ...shorthands.border('1px', 'solid', 'transparent'),
  },
  bordered: {
    ...shorthands.borderColor(tokens.colorNeutralStroke1),
    boxShadow: 'none',
  },
});

/** A content card of the full layout; shows a border when the customizer's "Card border" is on. */
export function PageCard({
  title,
  children,
  testId,
}: {
  title?: string;
  children: ReactNode;
  testId?: string;
}) {
  const styles = useStyles();
  const { cardBorder } = useAppSelector(selectLayout);
  return (
    <section
      className={mergeClasses(styles.card, cardBorder && styles.bordered)}
      data-testid={testId}
      data-card-border={cardBorder}
      aria-label={title}
    >
      {title && <Subtitle1 as="h2">{title}</Subtitle1>}
      {children}
    </section>
  );
}
