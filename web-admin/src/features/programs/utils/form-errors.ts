import type { z } from 'zod';

/** Messages by field path ('phases.0.rules.1.percent'); '' holds what concerns the whole program. */
export type FieldErrors = Record<string, string>;

const countOf = (value: unknown) => Number(value);

/**
 * Plain words for the schema's generic failures. The schema's own messages ('HH:MM', 'unknown
 * time zone') win over these, as zod gives a schema's message precedence over a parse's.
 */
export const issueText: z.core.$ZodErrorMap = (issue) => {
  const last = issue.path?.[issue.path.length - 1];
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return 'Enter a whole number';
      return issue.expected === 'number' ? 'Enter a number' : 'Required';
    case 'too_small':
      if (issue.origin === 'string')
        return countOf(issue.minimum) <= 1 ? 'Required' : `At least ${issue.minimum} characters`;
      if (issue.origin === 'array') return `Add at least ${issue.minimum}`;
      return issue.inclusive ? `At least ${issue.minimum}` : `More than ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `At most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `At most ${issue.maximum}`;
      return issue.inclusive ? `At most ${issue.maximum}` : `Less than ${issue.maximum}`;
    case 'invalid_format':
      return last === 'price' ? 'A price in euro, e.g. 139 or 139.00' : 'Not in the expected format';
    default:
      return undefined;
  }
};

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/** The first message for each path, so each field shows one clear reason. */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    const key = path.map(String).join('.');
    errors[key] ??= sentence(message);
  }
  return errors;
}
