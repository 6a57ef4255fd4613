import { serverEnv, type Env } from '../config';
import { join } from 'node:path';

/**
 * The folder for what the site writes itself (the default SQLite database, the development
 * secret): `VAR_DIR`, else `var/` in the working directory. `npm start` runs the standalone
 * server from inside `.next/standalone/` and points `VAR_DIR` at the project's `var/`, so a new
 * build does not lose the data.
 */
export function varDir(env: Env = serverEnv()): string {
  // turbopackIgnore: the build's file tracer must not copy this folder (databases, the secret)
  // into the standalone release
  return env.VAR_DIR?.trim() || join(/* turbopackIgnore: true */ process.cwd(), 'var');
}
