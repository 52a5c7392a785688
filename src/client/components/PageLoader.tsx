import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
  },
});

/** Shown while a lazy page's chunk loads. */
export function PageLoader() {
  const styles = useStyles();
  return (
    <div role="status" aria-live="polite" className={styles.root} data-testid="page-loader">
      Loading…
    </div>
  );
}
