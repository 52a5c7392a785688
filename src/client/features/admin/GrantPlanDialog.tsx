import { Field, Input, Select, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { ZPlanGrantCreate, type BillingAccount } from '../../../core/api/billing';
import { PLANS } from '../../../core/billing/plans';
import { ErrorMessage } from '../../components/ErrorMessage';
import { queryError } from '../../components/query-error';
import { validate, type FieldErrors } from '../../components/validate';
import { AdminDialogFrame } from './AdminDialogFrame';
import { useGrantPlanMutation } from '../billing/billing-api';

/** Grants a plan to a user, or to their firm, for a number of days with a recorded reason. */
export function GrantPlanDialog(props: { account: BillingAccount; onClose: () => void }) {
  const { account, onClose } = props;
  const [planId, setPlanId] = useState('individual');
  const [target, setTarget] = useState<'user' | 'enterprise'>('user');
  const [days, setDays] = useState('30');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [grant, { isLoading, error }] = useGrantPlanMutation();

  const save = async () => {
    const body = {
      plan_id: planId as 'individual',
      days: Number(days),
      reason: reason.trim(),
      ...(target === 'enterprise' && account.enterprise
        ? { enterprise_id: account.enterprise.id }
        : { user_id: account.user_id }),
    };
    const found = validate(ZPlanGrantCreate, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await grant(body);
    if (result.data) onClose();
  };

  return (
    <AdminDialogFrame
      label={`Grant a plan to ${account.email}`}
      testId="grant-dialog"
      submitLabel="Grant"
      busy={isLoading}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <ErrorMessage error={queryError(error)} />
      <Field label="Plan">
        <Select value={planId} onChange={(_, d) => setPlanId(d.value)}>
          {PLANS.filter((p) => p.purchasable).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
      </Field>
      {account.enterprise && (
        <Field label="For">
          <Select value={target} onChange={(_, d) => setTarget(d.value as 'user' | 'enterprise')}>
            <option value="user">This user</option>
            <option value="enterprise">Their firm, {account.enterprise.name}</option>
          </Select>
        </Field>
      )}
      <Field label="Days" required validationMessage={errors.days}>
        <Input
          type="number"
          min={1}
          max={3660}
          value={days}
          onChange={(_, d) => setDays(d.value)}
        />
      </Field>
      <Field
        label="Reason"
        required
        hint="Recorded with the grant"
        validationMessage={errors.reason}
      >
        <Textarea value={reason} onChange={(_, d) => setReason(d.value)} />
      </Field>
    </AdminDialogFrame>
  );
}
