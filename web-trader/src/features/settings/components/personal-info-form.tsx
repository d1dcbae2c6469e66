import { zodResolver } from '@hookform/resolvers/zod';
import { type PersonalInfoInput, personalInfoSchema } from '@prop/contracts/auth';
import type { CurrentUser } from '@prop/contracts/user';
import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { useToast } from '@prop/ui/toast';
import { useForm } from 'react-hook-form';
import { FormActions, FormRow, FormStack } from '../../../components/form-layout.ts';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { type PersonalInfoBody, useUpdatePersonalInfo } from '../api/update-personal-info.ts';

function personalDefaults(user: CurrentUser): PersonalInfoInput {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber ?? '',
    dateOfBirth: user.dateOfBirth?.slice(0, 10) ?? '',
  };
}

/** First and last name, phone and date of birth. The email is shown for reference and never sent. */
export function PersonalInfoForm({ user }: { user: CurrentUser }) {
  const { toast } = useToast();
  const failed = useFailureToast();
  const { trigger, isMutating } = useUpdatePersonalInfo();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PersonalInfoInput, unknown, PersonalInfoBody>({
    resolver: zodResolver(personalInfoSchema),
    defaultValues: personalDefaults(user),
  });

  const onSubmit = async (values: PersonalInfoBody) => {
    try {
      const updated = await trigger(values);
      reset(personalDefaults(updated));
      toast({ title: 'Profile Updated', description: 'Your personal information has been saved.', variant: 'success' });
    } catch (error) {
      failed(error, 'Update Failed', 'Failed to update personal information');
    }
  };

  return (
    <Card aria-labelledby="personal-info-title">
      <CardHeader>
        <div>
          <CardTitle id="personal-info-title">Personal Information</CardTitle>
          <CardDescription>Your name and contact details.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <FormStack noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="personal-info-title">
          <FormRow>
            <Field label="First Name" error={errors.firstName?.message}>
              {(control) => <Input {...control} {...register('firstName')} autoComplete="given-name" />}
            </Field>
            <Field label="Last Name" error={errors.lastName?.message}>
              {(control) => <Input {...control} {...register('lastName')} autoComplete="family-name" />}
            </Field>
          </FormRow>
          <Field label="Email" hint="Your email address is your login and cannot be changed here.">
            {(control) => <Input {...control} value={user.email} readOnly type="email" />}
          </Field>
          <FormRow>
            <Field label="Phone Number" error={errors.phoneNumber?.message}>
              {(control) => (
                <Input {...control} {...register('phoneNumber')} type="tel" autoComplete="tel" inputMode="tel" />
              )}
            </Field>
            <Field label="Date of Birth" error={errors.dateOfBirth?.message}>
              {(control) => <Input {...control} {...register('dateOfBirth')} type="date" autoComplete="bday" />}
            </Field>
          </FormRow>
          <FormActions>
            <Button type="submit" loading={isMutating} loadingText="Saving...">
              Save Changes
            </Button>
          </FormActions>
        </FormStack>
      </CardContent>
    </Card>
  );
}
