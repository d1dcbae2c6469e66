import { zodResolver } from '@hookform/resolvers/zod';
import { totpCodeSchema, type TotpCodeInput } from '@prop/contracts/second-factor';
import { Button } from '@prop/ui/button';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';

interface CodeFormProps {
  /** The form's accessible name, e.g. 'Confirm authenticator'. */
  label: string;
  submitText: string;
  busyText: string;
  destructive?: boolean;
  onCode: (input: TotpCodeInput) => Promise<void>;
}

/** One 'Verification code' field and a button; cleared after each try, since a code works once. */
export function CodeForm({ label, submitText, busyText, destructive, onCode }: CodeFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TotpCodeInput>({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: '' } });
  const onSubmit = handleSubmit(async (values) => {
    await onCode(values);
    reset();
  });
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={label}>
      <Field label="Verification code" error={errors.code?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            placeholder="123456"
          />
        )}
      </Field>
      <Button type="submit" variant={destructive ? 'danger' : 'primary'} loading={isSubmitting} loadingText={busyText}>
        {submitText}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  & > :first-child { flex: 1 1 12rem; max-width: 16rem; }
`;
