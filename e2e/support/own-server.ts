import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';
import { E2E_SERVER_ENV } from '../../playwright.config';

/** A production server a spec starts for itself, beside the suite's: its address and its stop. */
export type OwnServer = { base: string; stop: () => Promise<void> };

/**
 * `npm start` (server/start.mjs) on `port`, with the suite's server environment, its own origin
 * and `env` on top (its own DATABASE_URL, say; a variable set to undefined is left out), waiting
 * until it answers the French home page. The standalone server is the child, in a process group
 * of its own, so `stop` reaches it and waits for it to exit.
 */
export async function startOwnServer(
  port: number,
  env: Record<string, string | undefined> = {},
): Promise<OwnServer> {
  const base = `http://127.0.0.1:${port}`;
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    ...E2E_SERVER_ENV,
    SITE_URL: base,
    PORT: String(port),
    ...env,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete merged[name];
  const server: ChildProcess = spawn(process.execPath, ['server/start.mjs'], {
    env: merged,
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(async () => (await fetch(`${base}/fr/`).catch(() => null))?.status ?? 0, {
      timeout: 60_000,
      intervals: [500],
    })
    .toBe(200);
  return {
    base,
    stop: async () => {
      if (!server.pid || server.exitCode !== null) return;
      const exited = new Promise((done) => server.once('exit', done));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    },
  };
}
