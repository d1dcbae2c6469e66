import { describe, expect, it } from 'vitest';
import { missingRequiredFields, registrationSubmitProblem } from '../src/features/auth/utils/registration-checks.ts';

const complete = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  password: 'password123',
  confirmPassword: 'password123',
  phoneNumber: '+31612345678',
  dateOfBirth: '1990-01-01',
  country: 'Netherlands',
  address: 'Main 1',
  city: 'Amsterdam',
  postalCode: '1000AA',
  terms: true,
};

describe('registration submit checks', () => {
  it('given an empty form, when submitted, then every required field is listed in form order', () => {
    expect(missingRequiredFields({})).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Password',
      'Confirm Password',
      'Phone Number',
      'Date of Birth',
      'Country',
      'Address',
      'City',
      'Postal Code',
    ]);
  });

  it('given fields of only spaces, when submitted, then they count as missing', () => {
    expect(missingRequiredFields({ ...complete, city: '   ', country: '' })).toEqual(['Country', 'City']);
  });

  it('given missing fields, when submitted, then the toast is a Validation Error naming them', () => {
    expect(registrationSubmitProblem({ ...complete, email: '' })).toEqual({
      title: 'Validation Error',
      text: 'Please fill in all required fields: Email',
    });
  });

  it('given every field but unaccepted terms, when submitted, then the toast asks for the terms', () => {
    expect(registrationSubmitProblem({ ...complete, terms: false })).toEqual({
      title: 'Terms Required',
      text: 'Please accept the terms and conditions to continue',
    });
  });

  it('given a complete form, when submitted, then no extra check complains', () => {
    expect(registrationSubmitProblem(complete)).toBeNull();
  });
});
