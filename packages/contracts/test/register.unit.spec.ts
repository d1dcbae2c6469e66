import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ageOn, registerSchema } from '../src/auth.ts';
import { issuesOf, without } from './issues.ts';

/** Registration checks the age against the clock, so every test here runs on a fixed day. */
const TODAY = '2025-06-15T12:00:00Z';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(TODAY));
});
afterEach(() => {
  vi.useRealTimers();
});

const valid = {
  email: 'jane.doe@example.com',
  password: 'correct-horse',
  confirmPassword: 'correct-horse',
  firstName: 'Jane',
  lastName: 'Doe',
  phoneNumber: '+31 6 12345678',
  country: 'Netherlands',
  address: 'Damrak 1',
  city: 'Amsterdam',
  postalCode: '1012 LG',
  dateOfBirth: '1990-05-20',
  terms: true,
};

/** docs/product-rules.md §5: the message of every registration field, written out as the spec states it. */
const FIELD_MESSAGES = [
  ['email', 'Invalid email address'],
  ['password', 'Password must be at least 8 characters'],
  ['confirmPassword', "Passwords don't match"],
  ['firstName', 'First name is required'],
  ['lastName', 'Last name is required'],
  ['phoneNumber', 'Please enter a valid phone number'],
  ['country', 'Please select your country'],
  ['address', 'Address is required'],
  ['city', 'City is required'],
  ['postalCode', 'Postal code is required'],
  ['dateOfBirth', 'Date of birth is required'],
  ['terms', 'You must accept the terms and conditions'],
] as const;

describe('registerSchema', () => {
  it('given a fully valid payload, when registering, then it passes unchanged', () => {
    // when
    const result = registerSchema.safeParse(valid);

    // then
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ ...valid, marketingConsent: false });
  });

  it('given a payload with nothing in it, when registering, then every field reports its own spec message', () => {
    expect(issuesOf(registerSchema, {})).toEqual(
      Object.fromEntries(FIELD_MESSAGES.map(([field, message]) => [field, [message]])),
    );
  });

  it.each(FIELD_MESSAGES)('given no %s, when registering, then only that field fails with "%s"', (field, message) => {
    expect(issuesOf(registerSchema, without(valid, field))).toEqual({ [field]: [message] });
  });

  it.each(
    FIELD_MESSAGES.flatMap(([field, message]) =>
      (field === 'terms' ? ['true', 1, null] : [12345678901, null, true, ['x'], { value: 'x' }]).map(
        (value) => [field, JSON.stringify(value), value, message] as const,
      ),
    ),
  )(
    'given %s of the wrong type (%s), when registering, then it fails with the spec message',
    (field, _shown, value, message) => {
      expect(issuesOf(registerSchema, { ...valid, [field]: value })).toEqual({ [field]: [message] });
    },
  );

  it.each([
    ['an email without @', { email: 'jane.example.com' }, 'email', 'Invalid email address'],
    ['an email without a domain', { email: 'jane@' }, 'email', 'Invalid email address'],
    ['an email without a local part', { email: '@example.com' }, 'email', 'Invalid email address'],
    ['an empty email', { email: '' }, 'email', 'Invalid email address'],
    ['a whitespace-only email', { email: '   ' }, 'email', 'Invalid email address'],
    [
      'a password of 7 characters',
      { password: 'abcdefg', confirmPassword: 'abcdefg' },
      'password',
      'Password must be at least 8 characters',
    ],
    ['an empty password', { password: '', confirmPassword: '' }, 'password', 'Password must be at least 8 characters'],
    ['a confirmation that differs', { confirmPassword: 'correct-horse!' }, 'confirmPassword', "Passwords don't match"],
    ['an empty confirmation', { confirmPassword: '' }, 'confirmPassword', "Passwords don't match"],
    ['an empty first name', { firstName: '' }, 'firstName', 'First name is required'],
    ['a whitespace-only first name', { firstName: '   ' }, 'firstName', 'First name is required'],
    ['an empty last name', { lastName: '' }, 'lastName', 'Last name is required'],
    ['a whitespace-only last name', { lastName: ' \t ' }, 'lastName', 'Last name is required'],
    ['a phone of 9 characters', { phoneNumber: '061234567' }, 'phoneNumber', 'Please enter a valid phone number'],
    [
      'a phone padded to 10 with spaces',
      { phoneNumber: '  0612345  ' },
      'phoneNumber',
      'Please enter a valid phone number',
    ],
    ['a phone made of letters', { phoneNumber: 'call me maybe' }, 'phoneNumber', 'Please enter a valid phone number'],
    ['an empty phone', { phoneNumber: '' }, 'phoneNumber', 'Please enter a valid phone number'],
    ['a country not in the list', { country: 'Narnia' }, 'country', 'Please select your country'],
    ['a country in the wrong case', { country: 'netherlands' }, 'country', 'Please select your country'],
    ['an empty country', { country: '' }, 'country', 'Please select your country'],
    ['an empty address', { address: '' }, 'address', 'Address is required'],
    ['a whitespace-only address', { address: '   ' }, 'address', 'Address is required'],
    ['an empty city', { city: '' }, 'city', 'City is required'],
    ['a whitespace-only city', { city: '  ' }, 'city', 'City is required'],
    ['an empty postal code', { postalCode: '' }, 'postalCode', 'Postal code is required'],
    ['a whitespace-only postal code', { postalCode: ' ' }, 'postalCode', 'Postal code is required'],
    ['an empty date of birth', { dateOfBirth: '' }, 'dateOfBirth', 'Date of birth is required'],
    ['the impossible date 2001-02-30', { dateOfBirth: '2001-02-30' }, 'dateOfBirth', 'Date of birth is required'],
    ['29 February of a non-leap year', { dateOfBirth: '2001-02-29' }, 'dateOfBirth', 'Date of birth is required'],
    ['month 13', { dateOfBirth: '2001-13-01' }, 'dateOfBirth', 'Date of birth is required'],
    ['day 00', { dateOfBirth: '2001-01-00' }, 'dateOfBirth', 'Date of birth is required'],
    ['a day-first date', { dateOfBirth: '20-05-1990' }, 'dateOfBirth', 'Date of birth is required'],
    ['a date without leading zeros', { dateOfBirth: '1990-5-20' }, 'dateOfBirth', 'Date of birth is required'],
    ['a date with a time', { dateOfBirth: '1990-05-20T00:00:00Z' }, 'dateOfBirth', 'Date of birth is required'],
    ['text that is no date', { dateOfBirth: 'yesterday' }, 'dateOfBirth', 'Date of birth is required'],
    ['someone turning 18 tomorrow', { dateOfBirth: '2007-06-16' }, 'dateOfBirth', 'You must be at least 18 years old'],
    ['a birth date in the future', { dateOfBirth: '2030-01-01' }, 'dateOfBirth', 'You must be at least 18 years old'],
    ['terms not accepted', { terms: false }, 'terms', 'You must accept the terms and conditions'],
  ])('given $0, when registering, then $2 fails with exactly $3', (_case, overrides, path, message) => {
    expect(issuesOf(registerSchema, { ...valid, ...overrides })).toEqual({ [path]: [message] });
  });

  it.each([
    ['a password of exactly 8 characters', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }],
    ['a phone of exactly 10 digits', { phoneNumber: '0612345678' }],
    ['a phone with a plus, spaces and dashes', { phoneNumber: '+44 (20) 7946-0958' }],
    ['someone turning 18 today', { dateOfBirth: '2007-06-15' }],
    ['a leap-day birth date', { dateOfBirth: '2004-02-29' }],
    ['the country "Other"', { country: 'Other' }],
    ['a one-letter name', { firstName: 'J', lastName: 'D' }],
  ])('given %s, when registering, then it passes', (_case, overrides) => {
    expect(issuesOf(registerSchema, { ...valid, ...overrides })).toEqual({});
  });

  it.each([
    'Netherlands',
    'Belgium',
    'Germany',
    'France',
    'United Kingdom',
    'United States',
    'Canada',
    'Australia',
    'Spain',
    'Italy',
    'Other',
  ])('given the listed country %s, when registering, then it passes', (country) => {
    expect(issuesOf(registerSchema, { ...valid, country })).toEqual({});
  });

  it('given an email with spaces and capitals, when registering, then it is trimmed and lower-cased', () => {
    // given
    const input = { ...valid, email: '  Jane.DOE@Example.COM \n' };

    // when
    const output = registerSchema.parse(input);

    // then
    expect(output.email).toBe('jane.doe@example.com');
  });

  it('given names and address with surrounding spaces, when registering, then they are trimmed', () => {
    const output = registerSchema.parse({
      ...valid,
      firstName: '  Jane ',
      lastName: ' Doe  ',
      address: ' Damrak 1 ',
      city: ' Amsterdam ',
      postalCode: ' 1012 LG ',
    });

    expect(output).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      address: 'Damrak 1',
      city: 'Amsterdam',
      postalCode: '1012 LG',
    });
  });

  it('given unknown keys, when registering, then they are stripped from the output', () => {
    // given
    const input = { ...valid, isAdmin: true, role: 'admin', kycStatus: 'approved' };

    // when
    const output = registerSchema.parse(input);

    // then
    expect(output).toEqual({ ...valid, marketingConsent: false });
    expect(output).not.toHaveProperty('isAdmin');
    expect(output).not.toHaveProperty('role');
    expect(output).not.toHaveProperty('kycStatus');
  });

  it('given a password and a confirmation that differ only in case, when registering, then they do not match', () => {
    expect(issuesOf(registerSchema, { ...valid, password: 'Secret-pass', confirmPassword: 'secret-pass' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });
});

describe('ageOn', () => {
  it.each([
    ['2000-06-15', '2018-06-14T23:59:59Z', 17],
    ['2000-06-15', '2018-06-15T00:00:00Z', 18],
    ['2000-06-15', '2018-06-16T00:00:00Z', 18],
    ['2000-06-15', '2019-06-14T12:00:00Z', 18],
    ['2000-06-15', '2018-05-31T12:00:00Z', 17],
    ['2000-06-15', '2018-07-01T12:00:00Z', 18],
    ['2000-12-31', '2018-12-30T12:00:00Z', 17],
    ['2000-12-31', '2018-12-31T12:00:00Z', 18],
    ['2000-01-01', '2018-01-01T00:00:00Z', 18],
    ['2004-02-29', '2022-02-28T12:00:00Z', 17],
    ['2004-02-29', '2022-03-01T12:00:00Z', 18],
    ['2025-06-15', '2025-06-15T12:00:00Z', 0],
  ])('given a birth date %s, when it is %s, then the age is %i', (dateOfBirth, today, age) => {
    expect(ageOn(dateOfBirth, new Date(today))).toBe(age);
  });
});
