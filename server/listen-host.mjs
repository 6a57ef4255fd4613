/**
 * The address `npm start` listens on: `LISTEN_HOST`, else all interfaces.
 *
 * The standalone server listens on HOSTNAME, which shells and containers often set to the
 * machine's name. And with an address other than 0.0.0.0 or localhost, Next.js 16.4 builds the
 * proxy's rewrites for `localhost` but compares them with that address, takes every translated
 * path for an external rewrite and loops (308). Hence a variable of our own, checked, which
 * server/start.mjs writes into HOSTNAME (server/README.md).
 */
export const LISTEN_HOSTS = ['0.0.0.0', '::', 'localhost'];

/** `{ host }` to listen on, or `{ error }` to print before refusing to start. */
export function listenHost(env) {
  const host = env.LISTEN_HOST?.trim() || '0.0.0.0';
  if (LISTEN_HOSTS.includes(host)) return { host };
  return {
    error: `LISTEN_HOST must be ${LISTEN_HOSTS.slice(0, -1).join(', ')} or ${LISTEN_HOSTS.at(-1)} (got ${host}); see README › Configuration.`,
  };
}
