import { zodResolver } from '@hookform/resolvers/zod';
import { type AddressInput, addressSchema } from '@prop/contracts/auth';
import { COUNTRIES, type Country } from '@prop/contracts/constants';
import type { CurrentUser } from '@prop/contracts/user';
import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { Select } from '@prop/ui/select';
import { useToast } from '@prop/ui/toast';
import { useForm } from 'react-hook-form';
import { FormActions, FormRow, FormStack } from '../../../components/form-layout.ts';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { type AddressBody, useUpdateAddress } from '../api/update-address.ts';

function isCountry(value: string | null): value is Country {
  return (COUNTRIES as readonly (string | null)[]).includes(value);
}

function addressDefaults(user: CurrentUser): Partial<AddressInput> {
  return {
    address: user.address ?? '',
    city: user.city ?? '',
    postalCode: user.postalCode ?? '',
    country: isCountry(user.country) ? user.country : undefined,
  };
}

export function AddressForm({ user }: { user: CurrentUser }) {
  const { toast } = useToast();
  const failed = useFailureToast();
  const { trigger, isMutating } = useUpdateAddress();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AddressInput, unknown, AddressBody>({
    resolver: zodResolver(addressSchema),
    defaultValues: addressDefaults(user),
  });

  const onSubmit = async (values: AddressBody) => {
    try {
      const updated = await trigger(values);
      reset(addressDefaults(updated));
      toast({ title: 'Address Updated', description: 'Your address has been saved.', variant: 'success' });
    } catch (error) {
      failed(error, 'Update Failed', 'Failed to update address');
    }
  };

  return (
    <Card aria-labelledby="address-title">
      <CardHeader>
        <div>
          <CardTitle id="address-title">Address</CardTitle>
          <CardDescription>Where you live; it must match your proof of address.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <FormStack noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="address-title">
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
          <Field label="Country" error={errors.country?.message}>
            {(control) => (
              <Select {...control} {...register('country')} autoComplete="country-name">
                <option value="">Select your country</option>
                {COUNTRIES.map((country) => (
                  <option key={country} value={country}>
                    {country}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <FormActions>
            <Button type="submit" loading={isMutating} loadingText="Saving...">
              Save Address
            </Button>
          </FormActions>
        </FormStack>
      </CardContent>
    </Card>
  );
}
