import { serverEnv, type Env } from '../config';
import { varDir as defaultVarDir } from '../runtime/var-dir';
import { MIN_SECRET_LENGTH, siteSecret } from './secret';

/** The exit code of a command refused for its configuration (sysexits' EX_CONFIG). */
export const EXIT_CONFIG = 78;

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);

function isLoopback(hostname: string): boolean {
  return (
    LOOPBACK_HOSTS.has(hostname) ||
    hostname.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}

/**
 * Why a command runs for a production site, or null for a development one. The server decides by
 * `NODE_ENV` (the production server always runs with `production`), but a job started from cron
 * or a shell usually has no `NODE_ENV` at all: so a command also counts as production when
 * `SITE_URL` names an origin other than this machine's loopback. The links it signs then point at
 * a server that can only check them with its own `SESSION_SECRET` — never with the development
 * secret the command would otherwise make up in `var/session-secret` (issue 35, item 1).
 */
export function productionReason(env: Env = serverEnv()): string | null {
  if (env.NODE_ENV === 'production') return 'NODE_ENV is production';
  const configured = env.SITE_URL?.trim();
  if (!configured) return null;
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    return null; // the command's own SITE_URL check names the mistake
  }
  return isLoopback(url.hostname)
    ? null
    : `SITE_URL is ${url.origin}, not this machine's development server`;
}

export type CommandSecret =
  | { ok: true; secret: string; source: 'SESSION_SECRET' | 'development' }
  | { ok: false; message: string };

/**
 * The site's secret for a command that signs links or tokens (alerts, owner-reports,
 * preview-link…), checked before the command does anything: `SESSION_SECRET` when set (at least
 * 32 characters, as the server requires); else, for a production site (see `productionReason`),
 * a refusal that says why and what to set; else the development secret, the same file the
 * development server reads (`siteSecret`).
 */
export function commandSecret(
  command: string,
  env: Env = serverEnv(),
  varDir = defaultVarDir(env),
): CommandSecret {
  const configured = env.SESSION_SECRET;
  if (configured !== undefined && configured !== '') {
    if (configured.length < MIN_SECRET_LENGTH)
      return {
        ok: false,
        message: `${command}: SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long, as the web server requires; nothing was done.`,
      };
    return { ok: true, secret: configured, source: 'SESSION_SECRET' };
  }
  const reason = productionReason(env);
  if (reason !== null)
    return {
      ok: false,
      message:
        `${command}: SESSION_SECRET is not set, and this is a production run (${reason}). ` +
        `The links this command signs would be checked by the site with its own secret and ` +
        `refused. Set SESSION_SECRET to the web server's value (the environment file of ` +
        `docs/operations.md) and run it again; nothing was done.`,
    };
  return { ok: true, secret: siteSecret(env, varDir), source: 'development' };
}
