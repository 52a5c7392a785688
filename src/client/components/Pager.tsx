import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

interface PagerProps {
  skip: number;
  limit: number;
  count: number;
  onChange: (skip: number) => void;
  /** Names a second pager on a page: its test ids and button names ("Next accounts"). */
  name?: string;
}

/** Previous / next over a `{data, count}` list read with `skip`/`limit`. */
export function Pager({ skip, limit, count, onChange, name }: PagerProps) {
  const styles = useStyles();
  const last = Math.min(skip + limit, count);
  const id = name ? `${name}-pager` : 'pager';
  return (
    <div className={styles.root} data-testid={id}>
      <Button
        size="small"
        aria-label={name ? `Previous ${name}` : undefined}
        disabled={skip === 0}
        onClick={() => onChange(Math.max(0, skip - limit))}
      >
        Previous
      </Button>
      <Body1 data-testid={`${id}-status`}>
        {count === 0 ? 'None' : `${skip + 1}–${last} of ${count}`}
      </Body1>
      <Button
        size="small"
        aria-label={name ? `Next ${name}` : undefined}
        disabled={last >= count}
        onClick={() => onChange(skip + limit)}
      >
        Next
      </Button>
    </div>
  );
}
