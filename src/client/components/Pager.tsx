import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

interface PagerProps {
  skip: number;
  limit: number;
  count: number;
  onChange: (skip: number) => void;
}

/** Previous / next over a `{data, count}` list read with `skip`/`limit`. */
export function Pager({ skip, limit, count, onChange }: PagerProps) {
  const styles = useStyles();
  const last = Math.min(skip + limit, count);
  return (
    <div className={styles.root} data-testid="pager">
      <Button
        size="small"
        disabled={skip === 0}
        onClick={() => onChange(Math.max(0, skip - limit))}
      >
        Previous
      </Button>
      <Body1 data-testid="pager-status">
        {count === 0 ? 'None' : `${skip + 1}–${last} of ${count}`}
      </Body1>
      <Button size="small" disabled={last >= count} onClick={() => onChange(skip + limit)}>
        Next
      </Button>
    </div>
  );
}
