/** The visible name of every registration field that must not be left empty, in form order (terms are checked apart). */
export const REQUIRED_REGISTRATION_FIELDS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  phoneNumber: 'Phone Number',
  dateOfBirth: 'Date of Birth',
  country: 'Country',
  address: 'Address',
  city: 'City',
  postalCode: 'Postal Code',
} as const;

export type RequiredRegistrationField = keyof typeof REQUIRED_REGISTRATION_FIELDS;

export type SubmitProblem = { title: string; text: string };

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The names of the required fields still empty, in form order. */
export function missingRequiredFields(values: Partial<Record<string, unknown>>): string[] {
  return (Object.keys(REQUIRED_REGISTRATION_FIELDS) as RequiredRegistrationField[])
    .filter((field) => isBlank(values[field]))
    .map((field) => REQUIRED_REGISTRATION_FIELDS[field]);
}

/**
 * The spec's extra submit checks, run when the form does not validate: empty required fields first,
 * then unaccepted terms. Null when neither applies (the field messages alone explain the rest).
 */
export function registrationSubmitProblem(values: Partial<Record<string, unknown>>): SubmitProblem | null {
  const missing = missingRequiredFields(values);
  if (missing.length > 0) {
    return { title: 'Validation Error', text: `Please fill in all required fields: ${missing.join(', ')}` };
  }
  if (values.terms !== true) {
    return { title: 'Terms Required', text: 'Please accept the terms and conditions to continue' };
  }
  return null;
}
