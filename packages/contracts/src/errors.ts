import { z } from 'zod';

/** Every failing call answers a non-2xx status with this body. */
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  adminInvalidCredentials: 'Invalid credentials',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  emailTaken: 'An account with this email already exists',
  currentPasswordWrong: 'Current password is incorrect',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  tooManyLogins: 'Too many login attempts. Please try again later.',
  tooManyRegistrations: 'Too many registration attempts. Please try again later.',
  userNotFound: 'User not found',
} as const;
