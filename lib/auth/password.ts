import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { hashScheduler, type HashTicket } from './hash-scheduler';

/** scrypt parameters (N=2^17, r=8, p=1): about 128 MiB and a fraction of a second per hash. */
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;
const MAX_MEMORY = 256 * 1024 * 1024;

/** Every hash of this process waits its turn here (lib/auth/hash-scheduler.ts). */
const scheduler = hashScheduler();
export { ClientGoneError, PasswordBusyError } from './hash-scheduler';
export type { HashTicket } from './hash-scheduler';

/** Hashes being computed and waiting now (for tests and diagnostics). */
export function scryptLoad(): { running: number; waiting: number } {
  const { running, known, general } = scheduler.load();
  return { running, waiting: known + general };
}

function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
  ticket: HashTicket,
): Promise<Buffer> {
  return scheduler.run(
    () =>
      new Promise((resolve, reject) => {
        scryptCallback(
          password.normalize('NFKC'),
          salt,
          keyLength,
          { ...options, maxmem: MAX_MEMORY },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
    ticket,
  );
}

/** A stored password: `scrypt$N$r$p$salt$key` (salt and key in base64url). */
export async function hashPassword(
  password: string,
  parameters: { N: number; r: number; p: number } = SCRYPT,
  ticket: HashTicket = { lane: 'general' },
): Promise<string> {
  const salt = randomBytes(SCRYPT.saltLength);
  const key = await scrypt(password, salt, SCRYPT.keyLength, parameters, ticket);
  return [
    'scrypt',
    parameters.N,
    parameters.r,
    parameters.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether a password matches a stored hash (constant-time comparison); false for a malformed hash. */
export async function verifyPassword(
  password: string,
  stored: string,
  ticket: HashTicket = { lane: 'general' },
): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(
    password,
    Buffer.from(salt, 'base64url'),
    expected.length,
    { N: Number(n), r: Number(r), p: Number(p) },
    ticket,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | null = null;

/**
 * A hash to check a password against when no account matches the login: the answer then takes
 * as long as for a wrong password, so timing does not tell a missing user from a wrong password.
 */
export function dummyHash(): Promise<string> {
  // computed once, ahead of any queue; a refusal is not kept, the next login tries again
  dummy ??= hashPassword(randomBytes(18).toString('base64url'), SCRYPT, { lane: 'known' }).catch(
    (error: unknown) => {
      dummy = null;
      throw error;
    },
  );
  return dummy;
}
