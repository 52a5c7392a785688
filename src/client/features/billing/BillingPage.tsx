import {
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { ErrorMessage } from '../../components/ErrorMessage';
import { queryError } from '../../components/query-error';
import { PageCard } from '../../components/PageCard';
import { useGetUserDetailsQuery } from '../account/account-api';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '720px',
  },
});

/** `/billing`: the plan and this month's usage; payments are not taken in this version. */
export default function BillingPage() {
  const styles = useStyles();
  const { data, error, isLoading } = useGetUserDetailsQuery(undefined);
  return (
    <div className={styles.page} data-testid="billing-page">
      <Title2 as="h1">Billing</Title2>
      <ErrorMessage error={queryError(error)} />
      {isLoading && <Spinner label="Loading your plan…" />}
      {data && (
        <PageCard title="Plan and usage" testId="billing-usage">
          <Table aria-label="Plan and usage" size="small">
            <TableBody>
              <TableRow>
                <TableCell>Plan</TableCell>
                <TableCell data-testid="billing-plan">{data.plan}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell>Drafts</TableCell>
                <TableCell>{data.usage.drafts}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell>Generations this month</TableCell>
                <TableCell>{data.usage.generations_this_month}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell>Generations in total</TableCell>
                <TableCell>{data.usage.generations}</TableCell>
              </TableRow>
              {data.enterprise && (
                <TableRow>
                  <TableCell>Enterprise</TableCell>
                  <TableCell>
                    {data.enterprise.name} ({data.usage.enterprise_members ?? 0} members)
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </PageCard>
      )}
      <PageCard title="Payments">
        This version of Claimwright does not take payments: there is no card to add and nothing is
        charged. Usage is counted so that limits and invoices can be based on it later.
      </PageCard>
    </div>
  );
}
