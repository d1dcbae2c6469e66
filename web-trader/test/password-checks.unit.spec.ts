import { describe, expect, it } from 'vitest';
import { passwordChangeProblem } from '../src/features/settings/utils/password-checks.ts';

describe('password change checks', () => {
  it('given a confirmation that differs, when saving, then the mismatch is reported first', () => {
    expect(passwordChangeProblem({ newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      title: 'Password Mismatch',
      text: 'New password and confirmation do not match.',
    });
  });

  it('given a matching password under 6 characters, when saving, then it is too short', () => {
    expect(passwordChangeProblem({ newPassword: 'abcde', confirmPassword: 'abcde' })).toEqual({
      title: 'Password Too Short',
      text: 'Password must be at least 6 characters long.',
    });
  });

  it('given a matching password of 6 characters, when saving, then the client has no objection', () => {
    expect(passwordChangeProblem({ newPassword: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });
});
