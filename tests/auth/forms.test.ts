import { describe, expect, it } from 'vitest';
import { accountSchemas, MIN_PASSWORD_LENGTH } from '@/lib/auth/forms';
import { fieldErrors } from '@/lib/forms/errors';

const errorsOf = (result: { success: boolean; error?: { issues: readonly unknown[] } }) =>
  result.success ? {} : fieldErrors(result.error!.issues as never);

describe('owner account forms', () => {
  it('needs a login and a password, and keeps the password as typed', () => {
    expect(errorsOf(accountSchemas.login.safeParse({ login: ' ', password: '' }))).toEqual({
      login: 'required',
      password: 'required',
    });
    const parsed = accountSchemas.login.safeParse({
      login: ' Martine ',
      password: ' with spaces ',
    });
    expect(parsed.success && parsed.data).toEqual({ login: 'Martine', password: ' with spaces ' });
  });

  it('asks a valid email for a reset link', () => {
    expect(errorsOf(accountSchemas.forgot.safeParse({ email: 'not-an-address' }))).toEqual({
      email: 'email',
    });
    expect(accountSchemas.forgot.safeParse({ email: 'owner@example.be' }).success).toBe(true);
  });

  it('wants a long enough new password, equal to its confirmation', () => {
    const short = 'x'.repeat(MIN_PASSWORD_LENGTH - 1);
    expect(
      errorsOf(
        accountSchemas.reset.safeParse({ token: 't', password: short, confirmation: short }),
      ),
    ).toEqual({ password: 'passwordShort' });
    const good = 'correct horse battery';
    expect(
      errorsOf(
        accountSchemas.reset.safeParse({ token: 't', password: good, confirmation: `${good}!` }),
      ),
    ).toEqual({ confirmation: 'passwordMismatch' });
    expect(
      errorsOf(accountSchemas.reset.safeParse({ token: 't', password: good, confirmation: '' })),
    ).toEqual({ confirmation: 'required' });
    expect(
      errorsOf(accountSchemas.reset.safeParse({ password: good, confirmation: good })),
    ).toEqual({ token: 'invalid' });
    expect(
      accountSchemas.reset.safeParse({ token: 't', password: good, confirmation: good }).success,
    ).toBe(true);
  });
});
