import { zodResolver } from '@hookform/resolvers/zod';
import { AFFILIATE_MESSAGES, type CommissionRates, commissionRatesSchema } from '@prop/contracts/affiliates';
import { Button } from '@prop/ui/button';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { Select } from '@prop/ui/select';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { Plus, Save, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { useSaveCommissionRates } from '../api/commission-rates.ts';

/**
 * The default commission and any per-program or per-tier rates (a program's wins over its tier's).
 * A commission already accrued keeps its rate; new rates apply to purchases paid from now.
 */
export function CommissionRatesForm({ rates, onSaved }: { rates: CommissionRates; onSaved: () => void }) {
  const { toast } = useToast();
  const { trigger, isMutating } = useSaveCommissionRates();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(commissionRatesSchema), defaultValues: rates });
  const { fields, append, remove } = useFieldArray({ control, name: 'rates' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await trigger(values);
      reset({ defaultPercent: saved.defaultPercent, rates: saved.rates });
      onSaved();
      toast({ title: AFFILIATE_MESSAGES.ratesSaved, variant: 'success' });
    } catch (error) {
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(error, 'Failed to save the commission rates'),
        variant: 'destructive',
      });
    }
  });

  return (
    <Form aria-label="Commission rates" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Field label="Default rate (%)" hint="Of the price paid" error={errors.defaultPercent?.message}>
        {(props) => <Input {...props} inputMode="decimal" {...register('defaultPercent')} />}
      </Field>
      {fields.map((field, index) => (
        <Row key={field.id} role="group" aria-label={`Rate ${index + 1}`}>
          <Field label="Applies to">
            {(props) => (
              <Select {...props} {...register(`rates.${index}.scope`)}>
                <option value="program">Program</option>
                <option value="tier">Tier</option>
              </Select>
            )}
          </Field>
          <Field label="Program or tier id" error={errors.rates?.[index]?.key?.message}>
            {(props) => <Input {...props} autoComplete="off" {...register(`rates.${index}.key`)} />}
          </Field>
          <Field label="Rate (%)" error={errors.rates?.[index]?.percent?.message}>
            {(props) => <Input {...props} inputMode="decimal" {...register(`rates.${index}.percent`)} />}
          </Field>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            icon={<Trash2 size={16} aria-hidden="true" />}
            aria-label={`Remove rate ${index + 1}`}
            onClick={() => remove(index)}
          >
            Remove
          </Button>
        </Row>
      ))}
      <Actions>
        <Button
          type="button"
          variant="secondary"
          icon={<Plus size={16} aria-hidden="true" />}
          onClick={() => append({ scope: 'program', key: '', percent: '' })}
        >
          Add a rate
        </Button>
        <Button type="submit" icon={<Save size={16} aria-hidden="true" />} loading={isMutating} loadingText="Saving...">
          Save rates
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 720px;
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 140px minmax(0, 1fr) 120px auto;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
