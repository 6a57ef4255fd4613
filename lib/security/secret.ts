import { serverEnv, type Env } from '../config';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { varDir as defaultVarDir } from '../runtime/var-dir';

export const MIN_SECRET_LENGTH = 32;

/**
 * The site's secret (sealed sessions, signed links, form tokens): `SESSION_SECRET`, at least 32
 * characters. In production it is required — every instance must share it, so a generated one
 * would break links and sessions across instances; the site refuses to run without it. In
 * development and tests it is generated once into session-secret in the var folder.
 */
export function siteSecret(env: Env = serverEnv(), varDir = defaultVarDir(env)): string {
  const configured = env.SESSION_SECRET;
  if (configured !== undefined && configured !== '') {
    if (configured.length < MIN_SECRET_LENGTH)
      throw new Error(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    return configured;
  }
  if (env.NODE_ENV === 'production') {
    throw new Error(
      `SESSION_SECRET (at least ${MIN_SECRET_LENGTH} characters) is required in production`,
    );
  }
  // turbopackIgnore: the build's file tracer would copy a development secret into the release
  const file = join(/* turbopackIgnore: true */ varDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(varDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return readFileSync(file, 'utf8').trim();
}
