import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type RegisterInput, registerSchema } from '@prop/contracts/auth';
import { COUNTRIES } from '@prop/contracts/constants';
import { Button } from '@prop/ui/button';
import { Checkbox } from '@prop/ui/checkbox';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { PasswordInput } from '@prop/ui/password-input';
import { Select } from '@prop/ui/select';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { FormRow, FormStack } from '../../../components/form-layout.ts';
import { type RegisterBody, useRegister } from '../api/register.ts';
import { registrationSubmitProblem } from '../utils/registration-checks.ts';
import { LegalLinks } from './legal-links.tsx';

export type RegisterFormProps = {
  /** Called after the account exists; the screen goes back to sign-in. */
  onRegistered: () => void;
};

/** Today as YYYY-MM-DD, the latest birth date the date picker offers. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { toast } = useToast();
  const { trigger, isMutating } = useRegister();
  const termsErrorId = useId();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterBody>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      email: '',
      password: '',
      confirmPassword: '',
      firstName: '',
      lastName: '',
      phoneNumber: '',
      address: '',
      city: '',
      postalCode: '',
      dateOfBirth: '',
    },
  });

  const onSubmit = async (values: RegisterBody) => {
    try {
      await trigger(values);
    } catch (error) {
      toast({
        title: 'Registration Failed',
        description: errorText(error, 'Failed to create account. Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Account Created',
      description: 'Your account has been created successfully! You can now log in.',
      variant: 'success',
    });
    onRegistered();
  };

  // The spec's extra submit checks: a toast for empty required fields, else for unaccepted terms.
  const onInvalid = () => {
    const values = getValues();
    // The schema's match rule runs only once every other field passes; say it now as well.
    if (values.confirmPassword && values.password !== values.confirmPassword) {
      setError('confirmPassword', { message: MESSAGES.passwordsDontMatch });
    }
    const problem = registrationSubmitProblem(values);
    if (problem) toast({ title: problem.title, description: problem.text, variant: 'destructive' });
  };

  return (
    <FormStack noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} aria-label="Create account">
      <FormRow>
        <Field label="First Name" error={errors.firstName?.message}>
          {(control) => <Input {...control} {...register('firstName')} autoComplete="given-name" />}
        </Field>
        <Field label="Last Name" error={errors.lastName?.message}>
          {(control) => <Input {...control} {...register('lastName')} autoComplete="family-name" />}
        </Field>
      </FormRow>
      <Field label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
          />
        )}
      </Field>
      <FormRow>
        <Field label="Password" error={errors.password?.message} hint="At least 8 characters">
          {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
        </Field>
        <Field label="Confirm Password" error={errors.confirmPassword?.message}>
          {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
        </Field>
      </FormRow>
      <FormRow>
        <Field label="Phone Number" error={errors.phoneNumber?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('phoneNumber')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="+31 6 12345678"
            />
          )}
        </Field>
        <Field label="Date of Birth" error={errors.dateOfBirth?.message}>
          {(control) => (
            <Input {...control} {...register('dateOfBirth')} type="date" autoComplete="bday" max={today()} />
          )}
        </Field>
      </FormRow>
      <Field label="Country" error={errors.country?.message}>
        {(control) => (
          <Select {...control} {...register('country')} autoComplete="country-name" defaultValue="">
            <option value="" disabled>
              Select your country
            </option>
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Address" error={errors.address?.message}>
        {(control) => <Input {...control} {...register('address')} autoComplete="street-address" />}
      </Field>
      <FormRow>
        <Field label="City" error={errors.city?.message}>
          {(control) => <Input {...control} {...register('city')} autoComplete="address-level2" />}
        </Field>
        <Field label="Postal Code" error={errors.postalCode?.message}>
          {(control) => <Input {...control} {...register('postalCode')} autoComplete="postal-code" />}
        </Field>
      </FormRow>
      <div>
        <Checkbox
          {...register('terms')}
          aria-invalid={Boolean(errors.terms)}
          aria-describedby={errors.terms ? termsErrorId : undefined}
          label={
            <>
              I agree to the <LegalLinks />
            </>
          }
        />
        {errors.terms ? <TermsError id={termsErrorId}>{errors.terms.message}</TermsError> : null}
      </div>
      <Checkbox {...register('marketingConsent')} label="Send me news and offers" />
      <Button type="submit" size="lg" fullWidth loading={isMutating} loadingText="Creating account...">
        Create Account
      </Button>
    </FormStack>
  );
}

const TermsError = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
