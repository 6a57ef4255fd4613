import pg from 'pg';
import { DATA_VERSION_CHANNEL } from './data-versions';

export type VersionNotices = {
  /** Settles once the first LISTEN is in place (never rejects: a failure is retried). */
  listening: Promise<void>;
  close: () => Promise<void>;
};

/** After a lost connection, listening starts again this much later (the poll covers the gap). */
const RECONNECT_MS = 10_000;

/**
 * Listens on PostgreSQL for data set switches (`DATA_VERSION_CHANNEL`) in the site's schema
 * and calls `onNotice` for each, so that every instance sharing the database follows an import or a rollback within
 * moments. A lost connection is reported once and opened again; the instance's poll
 * (`DATA_POLL_MS`) keeps it in step meanwhile, so nothing depends on a notice arriving.
 */
export function listenForVersions(
  url: string,
  onNotice: () => void,
  options: { schema?: string; reconnectMs?: number } = {},
): VersionNotices {
  const reconnectMs = options.reconnectMs ?? RECONNECT_MS;
  // the site's schema: given, or the first of the search path `url` opens with
  let schema = options.schema ?? null;
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let reported = false;
  let heardFrom: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => {
    heardFrom = resolve;
  });

  const retry = (error: unknown) => {
    if (closed || timer) return;
    if (!reported)
      console.error(
        `data set versions: not listening for switches (${error instanceof Error ? error.message : 'connection ended'}); polling meanwhile`,
      );
    reported = true;
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    client = null;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, reconnectMs);
    timer.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (message) => {
      if (
        message.channel === DATA_VERSION_CHANNEL &&
        schema !== null &&
        message.payload?.startsWith(`${schema}:`) === true
      )
        onNotice();
    });
    next.on('error', retry);
    next.on('end', () => retry(null));
    try {
      await next.connect();
      schema ??= (await next.query<{ schema: string }>('select current_schema() as schema'))
        .rows[0]!.schema;
      await next.query(`listen ${DATA_VERSION_CHANNEL}`);
      heardFrom();
      if (closed) await next.end();
      else if (reported) {
        reported = false;
        // a switch may have happened while nobody listened
        onNotice();
      }
    } catch (error) {
      retry(error);
    }
  };

  void connect();
  return {
    listening,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const open = client;
      client = null;
      open?.removeAllListeners();
      await open?.end().catch(() => undefined);
    },
  };
}
