import type { ReactElement } from 'react';
import type { z } from 'zod';
import { FIRM_NAME } from './layout.tsx';

/** What every template knows besides its own data: whom it greets and where the apps live. */
export interface TemplateContext {
  firstName: string;
  /** The gateway's public address, without a trailing slash. */
  appUrl: string;
}

export interface ComposedEmail {
  subject: string;
  body: ReactElement;
}

/** A template: the data it needs (what its job carries) and how it is written from it. */
export interface EmailTemplate<TData extends z.ZodType = z.ZodType> {
  data: TData;
  compose: (data: z.output<TData>, context: TemplateContext) => ComposedEmail;
}

export const defineTemplate = <TData extends z.ZodType>(template: EmailTemplate<TData>) => template;

/** The footers' reasons: a trader's account, an admin's, a security notice. */
export const REASONS = {
  account: `You received this e-mail because you have an account at ${FIRM_NAME}.`,
  registered: `You received this e-mail because this address was used to create an account at ${FIRM_NAME}. If that was not you, ignore it and no account will be verified.`,
  security: `You received this security notice because it concerns your account at ${FIRM_NAME}; it is sent whatever your marketing choices.`,
} as const;

export const greetingFor = (context: TemplateContext) => `Hello ${context.firstName},`;
