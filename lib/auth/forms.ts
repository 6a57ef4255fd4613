import { z } from 'zod';
import { emailField, requiredText } from '@/lib/forms/fields';

/** The owner account forms: log in, ask for a reset link, choose a new password. */
export const ACCOUNT_FORMS = ['login', 'forgot', 'reset'] as const;
export type AccountForm = (typeof ACCOUNT_FORMS)[number];

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

/** What was typed as a password, as typed: never trimmed (a space may be part of it). */
const typedPassword = z
  .string({ error: 'required' })
  .min(1, 'required')
  .max(MAX_PASSWORD_LENGTH, 'tooLong');

export const accountSchemas = {
  login: z.object({ login: requiredText(254), password: typedPassword }),
  forgot: z.object({ email: emailField }),
  reset: z
    .object({
      token: z.string({ error: 'invalid' }).min(1, 'invalid').max(200, 'invalid'),
      password: typedPassword.refine(
        (password) => password.length >= MIN_PASSWORD_LENGTH,
        'passwordShort',
      ),
      confirmation: z
        .string({ error: 'required' })
        .min(1, 'required')
        .max(MAX_PASSWORD_LENGTH, 'tooLong'),
    })
    // The password and its confirmation must be equal
    .refine((values) => values.password === values.confirmation, {
      message: 'passwordMismatch',
      path: ['confirmation'],
    }),
} satisfies Record<AccountForm, z.ZodType>;

export function isAccountForm(value: string): value is AccountForm {
  return (ACCOUNT_FORMS as readonly string[]).includes(value);
}

/** The owner's monthly report by e-mail: a ticked box turns it on, an unticked one (absent) off. */
export const reportSettingSchema = z.object({ monthlyReport: z.literal('yes').optional() });
