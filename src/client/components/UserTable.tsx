import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** What a row of the table shows of a person. */
interface Person {
  id: number;
  email: string;
  full_name?: string | null;
}

// At Word's 400 px the four columns cannot fit: the table keeps a readable width and scrolls
// sideways inside its card, with the email column pinned so each row stays identifiable.
const useStyles = makeStyles({
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  table: { minWidth: '640px', tableLayout: 'auto' },
  pinned: {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    maxWidth: '180px',
    overflowWrap: 'anywhere',
  },
});

/**
 * People as a table: email, name, one column the page chooses (status, role…) and actions. Each
 * row's test id is `${rowTestId}-${email}`.
 */
export function UserTable<T extends Person>(props: {
  label: string;
  testId: string;
  rowTestId: string;
  rows: T[] | undefined;
  /** Heading and cell of the page's own column. */
  detail: { heading: string; cell(row: T): ReactNode };
  actions(row: T): ReactNode;
}) {
  const { label, testId, rowTestId, rows, detail, actions } = props;
  const styles = useStyles();
  return (
    <div className={styles.scroller} data-testid={`${testId}-scroller`}>
      <Table aria-label={label} data-testid={testId} className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.pinned}>Email</TableHeaderCell>
            <TableHeaderCell>Name</TableHeaderCell>
            <TableHeaderCell>{detail.heading}</TableHeaderCell>
            <TableHeaderCell>Actions</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows?.map((row) => (
            <TableRow key={row.id} data-testid={`${rowTestId}-${row.email}`}>
              <TableCell className={styles.pinned}>{row.email}</TableCell>
              <TableCell>{row.full_name ?? ''}</TableCell>
              <TableCell>{detail.cell(row)}</TableCell>
              <TableCell>{actions(row)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
