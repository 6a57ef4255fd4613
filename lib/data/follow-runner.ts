import { serverEnv, type Env } from '@/lib/config';
import { databaseUrl, type Connection } from '@/lib/db/connection';
import { listenForVersions } from '@/lib/db/version-notices';
import { dataPollMs, followDataVersion, markPagesStale } from './data-follow';

const START_WAIT_MS = 10_000;

/** Where the server reaches itself: the port `npm start` listens on, on the loopback. */
export function selfUrl(env: Env = serverEnv()): string {
  const host = env.LISTEN_HOST?.trim() === 'localhost' ? 'localhost' : '127.0.0.1';
  return `http://${host}:${env.PORT?.trim() || '3000'}/api/data-version/`;
}

/**
 * At start-up (docs/importing-listings.md): serve the current data set version from the first
 * request when the database answers within 10 s (else the bundled set until it does), then ask
 * the instance's own /api/data-version/ every DATA_POLL_MS, which follows a new version and
 * regenerates the pages (Next.js revalidates only inside a request). On PostgreSQL, a switch is
 * also announced (LISTEN/NOTIFY): every instance asks at once, so they switch together.
 */
export async function startFollowingData(ready: Promise<Connection>): Promise<void> {
  try {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no answer within 10 s')), START_WAIT_MS).unref(),
    );
    const { db } = await Promise.race([ready, timeout]);
    if ((await followDataVersion(db)) === 'switched') markPagesStale();
  } catch (error) {
    console.error(
      `data set versions: not read at start-up (${error instanceof Error ? error.message : 'error'}); serving the bundled data set until they are`,
    );
  }
  let failing = false;
  const check = () => {
    fetch(selfUrl(), { method: 'POST', signal: AbortSignal.timeout(60_000) })
      .then(() => {
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing)
          console.error(
            `data set versions: ${selfUrl()} did not answer (${error instanceof Error ? error.message : 'error'})`,
          );
        failing = true;
      });
  };
  setInterval(check, dataPollMs()).unref();
  ready.then(
    (connection) => {
      if (connection.dialect === 'postgres') listenForVersions(databaseUrl(), check);
    },
    () => undefined,
  );
}
