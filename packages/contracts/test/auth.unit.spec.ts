import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addressSchema,
  adminLoginSchema,
  loginSchema,
  passwordChangeFormSchema,
  passwordChangeSchema,
  personalInfoSchema,
} from '../src/auth.ts';
import { issuesOf, rejectedPaths, without } from './issues.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loginSchema', () => {
  const valid = { email: 'jane.doe@example.com', password: 'x' };

  it('given email and password only, when signing in, then remember defaults to false', () => {
    expect(loginSchema.parse(valid)).toEqual({ ...valid, remember: false });
  });

  it('given remember true, when signing in, then it is kept', () => {
    expect(loginSchema.parse({ ...valid, remember: true }).remember).toBe(true);
  });

  it('given a one-character password, when signing in, then it passes (no registration minimum at sign-in)', () => {
    expect(issuesOf(loginSchema, { ...valid, password: 'x' })).toEqual({});
  });

  it.each([
    ['no email', without(valid, 'email'), 'email', 'Invalid email address'],
    ['an email that is not one', { ...valid, email: 'jane' }, 'email', 'Invalid email address'],
    ['an email of the wrong type', { ...valid, email: 42 }, 'email', 'Invalid email address'],
    ['no password', without(valid, 'password'), 'password', 'Password is required'],
    ['an empty password', { ...valid, password: '' }, 'password', 'Password is required'],
    ['a password of the wrong type', { ...valid, password: 12345678 }, 'password', 'Password is required'],
  ])('given $0, when signing in, then $2 fails with $3', (_case, input, path, message) => {
    expect(issuesOf(loginSchema, input)).toEqual({ [path]: [message] });
  });

  it('given a remember flag that is not a boolean, when signing in, then remember is rejected', () => {
    expect(rejectedPaths(loginSchema, { ...valid, remember: 'yes' })).toEqual(['remember']);
  });

  it('given an email with spaces and capitals, when signing in, then it is trimmed and lower-cased', () => {
    expect(loginSchema.parse({ ...valid, email: ' Jane.Doe@EXAMPLE.com ' }).email).toBe('jane.doe@example.com');
  });

  it('given an empty payload, when signing in, then email and password both report their messages', () => {
    expect(issuesOf(loginSchema, {})).toEqual({
      email: ['Invalid email address'],
      password: ['Password is required'],
    });
  });
});

describe('adminLoginSchema', () => {
  const valid = { email: 'admin@example.com', password: 'admin-secret' };

  it('given email, password and a remember flag, when an admin signs in, then only email and password remain', () => {
    expect(adminLoginSchema.parse({ ...valid, remember: true })).toEqual(valid);
  });

  it.each([
    ['no email', without(valid, 'email'), 'email', 'Invalid email address'],
    ['an invalid email', { ...valid, email: 'admin@' }, 'email', 'Invalid email address'],
    ['no password', without(valid, 'password'), 'password', 'Password is required'],
    ['an empty password', { ...valid, password: '' }, 'password', 'Password is required'],
  ])('given $0, when an admin signs in, then $2 fails with $3', (_case, input, path, message) => {
    expect(issuesOf(adminLoginSchema, input)).toEqual({ [path]: [message] });
  });

  it('given an upper-case email, when an admin signs in, then it is lower-cased', () => {
    expect(adminLoginSchema.parse({ ...valid, email: 'ADMIN@Example.com' }).email).toBe('admin@example.com');
  });
});

describe('personalInfoSchema', () => {
  const valid = { firstName: 'Jane', lastName: 'Doe', phoneNumber: '0612345678', dateOfBirth: '1990-05-20' };

  it('given all four fields, when saving personal info, then they pass unchanged', () => {
    expect(personalInfoSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['empty strings', { phoneNumber: '', dateOfBirth: '' }],
    ['nulls', { phoneNumber: null, dateOfBirth: null }],
    ['nothing', {}],
  ])(
    'given %s for phone and date of birth, when saving personal info, then both count as not given',
    (_case, optional) => {
      // when
      const output = personalInfoSchema.parse({ firstName: 'Jane', lastName: 'Doe', ...optional });

      // then
      expect(output.phoneNumber).toBeUndefined();
      expect(output.dateOfBirth).toBeUndefined();
      expect(output).toEqual({ firstName: 'Jane', lastName: 'Doe' });
    },
  );

  it('given the read-only email, when saving personal info, then it is not passed on', () => {
    expect(personalInfoSchema.parse({ ...valid, email: 'other@example.com' })).not.toHaveProperty('email');
  });

  it.each([
    ['no first name', without(valid, 'firstName'), 'firstName', 'First name is required'],
    ['a whitespace-only first name', { ...valid, firstName: '  ' }, 'firstName', 'First name is required'],
    ['no last name', without(valid, 'lastName'), 'lastName', 'Last name is required'],
    ['an empty last name', { ...valid, lastName: '' }, 'lastName', 'Last name is required'],
    [
      'a phone of 9 characters',
      { ...valid, phoneNumber: '061234567' },
      'phoneNumber',
      'Please enter a valid phone number',
    ],
    [
      'a phone of letters',
      { ...valid, phoneNumber: 'not a phone' },
      'phoneNumber',
      'Please enter a valid phone number',
    ],
    [
      'an impossible date of birth',
      { ...valid, dateOfBirth: '2001-02-30' },
      'dateOfBirth',
      'Date of birth is required',
    ],
    [
      'a date of birth under 18',
      { ...valid, dateOfBirth: '2010-01-01' },
      'dateOfBirth',
      'You must be at least 18 years old',
    ],
  ])('given $0, when saving personal info, then $2 fails with $3', (_case, input, path, message) => {
    expect(issuesOf(personalInfoSchema, input)).toEqual({ [path]: [message] });
  });
});

describe('addressSchema', () => {
  const valid = { address: 'Damrak 1', city: 'Amsterdam', postalCode: '1012 LG', country: 'Netherlands' };

  it('given all four fields, when saving the address, then they pass unchanged', () => {
    expect(addressSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['address', 'Address is required'],
    ['city', 'City is required'],
    ['postalCode', 'Postal code is required'],
    ['country', 'Please select your country'],
  ] as const)('given no %s, when saving the address, then it fails with "%s"', (field, message) => {
    expect(issuesOf(addressSchema, without(valid, field))).toEqual({ [field]: [message] });
    expect(issuesOf(addressSchema, { ...valid, [field]: '  ' })).toEqual({ [field]: [message] });
    expect(issuesOf(addressSchema, { ...valid, [field]: 7 })).toEqual({ [field]: [message] });
  });

  it('given a country not in the list, when saving the address, then it fails with "Please select your country"', () => {
    expect(issuesOf(addressSchema, { ...valid, country: 'Atlantis' })).toEqual({
      country: ['Please select your country'],
    });
  });

  it('given padded values, when saving the address, then they are trimmed', () => {
    expect(
      addressSchema.parse({ ...valid, address: ' Damrak 1 ', city: ' Amsterdam', postalCode: '1012 LG ' }),
    ).toEqual(valid);
  });
});

describe('passwordChangeSchema (server)', () => {
  const valid = { currentPassword: 'old-password', newPassword: 'abcdef' };

  it('given a current password and a new one of exactly 6 characters, when changing the password, then it passes', () => {
    expect(passwordChangeSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['a new password of 5 characters', { ...valid, newPassword: 'abcde' }],
    ['an empty new password', { ...valid, newPassword: '' }],
    ['no new password', without(valid, 'newPassword')],
    ['a new password of the wrong type', { ...valid, newPassword: 123456 }],
  ])('given %s, when changing the password, then it fails with the spec message', (_case, input) => {
    expect(issuesOf(passwordChangeSchema, input)).toEqual({
      newPassword: ['Password must be at least 6 characters long.'],
    });
  });

  it('given no current password, when changing the password, then the current password is required', () => {
    expect(issuesOf(passwordChangeSchema, { ...valid, currentPassword: '' })).toEqual({
      currentPassword: ['Current password is required'],
    });
  });

  it('given a confirmation field, when the server reads the change, then only the two spec fields remain', () => {
    expect(passwordChangeSchema.parse({ ...valid, confirmPassword: 'something else' })).toEqual(valid);
  });
});

describe('passwordChangeFormSchema (form)', () => {
  const valid = { currentPassword: 'old-password', newPassword: 'abcdef', confirmPassword: 'abcdef' };

  it('given a matching confirmation, when submitting the form, then it passes', () => {
    expect(passwordChangeFormSchema.parse(valid)).toEqual(valid);
  });

  it('given a confirmation that differs, when submitting the form, then it fails on confirmPassword', () => {
    expect(issuesOf(passwordChangeFormSchema, { ...valid, confirmPassword: 'abcdeg' })).toEqual({
      confirmPassword: ['New password and confirmation do not match.'],
    });
  });

  it('given a short but matching new password, when submitting the form, then it fails on the minimum', () => {
    expect(issuesOf(passwordChangeFormSchema, { ...valid, newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      newPassword: ['Password must be at least 6 characters long.'],
    });
  });
});
