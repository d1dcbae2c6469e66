import { DISCOUNT_CODE_ADMIN_MESSAGES, type DiscountKind } from '@prop/contracts/discount-code';
import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { Select } from '@prop/ui/select';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { useCreateDiscountCode } from '../api/discount-codes.ts';
import { createInputOf, type DiscountForm, discountText, EMPTY_DISCOUNT_FORM } from '../utils/discount-form.ts';

/** Create a code: its text, percent or fixed off, what it is valid for, when, and how often. */
export function DiscountCodeForm() {
  const { toast } = useToast();
  const { trigger, isMutating } = useCreateDiscountCode();
  const [form, setForm] = useState<DiscountForm>(EMPTY_DISCOUNT_FORM);
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof DiscountForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const created = await trigger(createInputOf(form));
      toast({
        title: DISCOUNT_CODE_ADMIN_MESSAGES.created,
        description: `${created.code}: ${discountText(created)}`,
        variant: 'success',
      });
      setForm(EMPTY_DISCOUNT_FORM);
    } catch (failure) {
      const text = errorText(failure, 'Failed to create the discount code');
      setError(text);
      toast({ title: ADMIN_TOASTS.errorTitle, description: text, variant: 'destructive' });
    }
  };

  return (
    <Card aria-labelledby="new-discount-code-title">
      <CardHeader>
        <div>
          <CardTitle id="new-discount-code-title">New discount code</CardTitle>
          <CardDescription>
            Traders enter it on the purchase screen; the server works out the price. Empty fields mean no limit.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <Form aria-label="New discount code" noValidate onSubmit={(event) => void submit(event)}>
          <Grid>
            <Field label="Code" hint="Letters, digits, dashes; stored in capitals">
              {(props) => <Input {...props} autoComplete="off" value={form.code} onChange={set('code')} required />}
            </Field>
            <Field label="Discount type">
              {(props) => (
                <Select
                  {...props}
                  value={form.kind}
                  onChange={(event) => setForm((current) => ({ ...current, kind: event.target.value as DiscountKind }))}
                >
                  <option value="percent">Percentage</option>
                  <option value="fixed">Fixed amount (euro)</option>
                </Select>
              )}
            </Field>
            <Field
              label={form.kind === 'percent' ? 'Percent off' : 'Euro off'}
              hint={form.kind === 'percent' ? 'e.g. 15 or 12.5' : 'e.g. 25.00'}
            >
              {(props) => <Input {...props} inputMode="decimal" value={form.value} onChange={set('value')} required />}
            </Field>
          </Grid>
          <Grid>
            <Field label="Programs" hint="Program ids, comma-separated (instant-funding, …); empty: every program">
              {(props) => <Input {...props} autoComplete="off" value={form.programIds} onChange={set('programIds')} />}
            </Field>
            <Field label="Account sizes" hint="e.g. 25k, 50k; empty: every size">
              {(props) => <Input {...props} autoComplete="off" value={form.tierIds} onChange={set('tierIds')} />}
            </Field>
          </Grid>
          <Grid>
            <Field label="Valid from">
              {(props) => <Input {...props} type="datetime-local" value={form.startsAt} onChange={set('startsAt')} />}
            </Field>
            <Field label="Valid until">
              {(props) => <Input {...props} type="datetime-local" value={form.endsAt} onChange={set('endsAt')} />}
            </Field>
            <Field label="Total uses">
              {(props) => <Input {...props} inputMode="numeric" value={form.maxUses} onChange={set('maxUses')} />}
            </Field>
            <Field label="Uses per trader">
              {(props) => (
                <Input
                  {...props}
                  inputMode="numeric"
                  value={form.maxUsesPerTrader}
                  onChange={set('maxUsesPerTrader')}
                />
              )}
            </Field>
          </Grid>
          {error ? <ErrorText role="alert">{error}</ErrorText> : null}
          <div>
            <Button
              type="submit"
              icon={<Plus size={16} aria-hidden="true" />}
              loading={isMutating}
              loadingText="Creating..."
            >
              Create code
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
