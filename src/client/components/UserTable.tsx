import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** What a row of the table shows of a person. */
interface Person {
  id: number;
  email: string;
  full_name?: string | null;
}

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
  return (
    <Table aria-label={label} data-testid={testId}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Email</TableHeaderCell>
          <TableHeaderCell>Name</TableHeaderCell>
          <TableHeaderCell>{detail.heading}</TableHeaderCell>
          <TableHeaderCell>Actions</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows?.map((row) => (
          <TableRow key={row.id} data-testid={`${rowTestId}-${row.email}`}>
            <TableCell>{row.email}</TableCell>
            <TableCell>{row.full_name ?? ''}</TableCell>
            <TableCell>{detail.cell(row)}</TableCell>
            <TableCell>{actions(row)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
