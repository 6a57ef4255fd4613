import { commandSecret, EXIT_CONFIG } from '../lib/security/command-secret';

/**
 * For a command that signs links or tokens: the site's secret is checked before anything else
 * (lib/security/command-secret.ts). Without it on a production site the command says why on one
 * line and exits with code 78 (EX_CONFIG), having done nothing. Returns whether it may go on.
 */
export function requireSiteSecret(name: string): boolean {
  const check = commandSecret(name);
  if (check.ok) return true;
  console.error(check.message);
  process.exitCode = EXIT_CONFIG;
  return false;
}
