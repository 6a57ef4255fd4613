/**
 * The production server the benchmarks measure: `npm start`, the standalone build (after
 * `npm run build`), on a free port of a range, with a bench-only secret and its own SQLite file
 * unless the environment sets them; what a benchmark passes in `env` wins over both.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

export async function waitFor(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url, { redirect: 'manual' })).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Ends a process group started here; one that has already ended is no error. */
export function stopGroup(pid) {
  try {
    process.kill(-pid);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
    console.log(`(process group ${pid} had already ended)`);
  }
}

/** Starts the site and waits until it answers; `stop()` ends it and its children. */
export async function startSite({
  firstPort,
  port = firstPort + Math.floor(Math.random() * 90),
  env = {},
  timeoutMs = 60_000,
}) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server/start.mjs'], {
    stdio: 'ignore',
    detached: true,
    env: {
      SESSION_SECRET: 'bench-only-secret-0123456789abcdef0123456789',
      DATABASE_URL: `file:${resolve('var', `bench-${port}.sqlite`)}`,
      SITE_URL: base,
      ...process.env,
      ...env,
      PORT: String(port),
    },
  });
  await waitFor(`${base}/fr/`, timeoutMs);
  return { base, stop: () => stopGroup(child.pid) };
}
