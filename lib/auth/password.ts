import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

/** scrypt parameters (N=2^17, r=8, p=1): about 128 MiB and a fraction of a second per hash. */
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * At most this many hashes at once, and this many waiting: each takes 128 MiB and a thread of
 * libuv's pool of four, which file reads and the image optimiser share. A flood of logins or
 * resets then waits its turn (or is refused, PasswordBusyError) instead of stalling every page.
 */
export const SCRYPT_CONCURRENCY = 2;
export const SCRYPT_QUEUE = 64;

export class PasswordBusyError extends Error {
  override name = 'PasswordBusyError';
}

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SCRYPT_CONCURRENCY) {
    if (waiting.length >= SCRYPT_QUEUE)
      throw new PasswordBusyError('too many password checks at once');
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Hashes being computed and waiting now (for tests and diagnostics). */
export function scryptLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return inTurn(
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
  );
}

/** A stored password: `scrypt$N$r$p$salt$key` (salt and key in base64url). */
export async function hashPassword(
  password: string,
  parameters: { N: number; r: number; p: number } = SCRYPT,
): Promise<string> {
  const salt = randomBytes(SCRYPT.saltLength);
  const key = await scrypt(password, salt, SCRYPT.keyLength, parameters);
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
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | null = null;

/**
 * A hash to check a password against when no account matches the login: the answer then takes
 * as long as for a wrong password, so timing does not tell a missing user from a wrong password.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummy;
}
