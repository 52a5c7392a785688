import { makeStyles, tokens } from '@fluentui/react-components';
import logoUrl from '../../../assets/logo.svg';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    color: tokens.colorNeutralForeground1,
  },
});

/** The Claimwright mark, with the name unless `compact`. */
export function Logo({ compact = false, size = 28 }: { compact?: boolean; size?: number }) {
  const styles = useStyles();
  return (
    <span className={styles.root}>
      <img src={logoUrl} width={size} height={size} alt={compact ? 'Claimwright' : ''} />
      {!compact && <span className={styles.name}>Claimwright</span>}
    </span>
  );
}
