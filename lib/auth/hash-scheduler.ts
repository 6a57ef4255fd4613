/**
 * Who may compute a password hash now (docs/owner-portal.md › Login under a flood). A hash takes
 * 128 MiB and a thread of libuv's pool of four (shared with file reads and the image optimiser)
 * for a fraction of a second, so only a few run at once and the rest wait in one of two queues:
 *
 * - `known`: an attempt that carries the signed device cookie of an earlier successful login
 *   of the account it names, or a new password sent with a valid reset link (checked first). It is served before any other waiting attempt and does not count
 *   against the general queue, so a flood of wrong passwords cannot keep the owner out.
 * - `general`: everybody else, in a short queue. An attempt is refused at once (`busy`) when
 *   the queue is full, when its account or its client address already has its share waiting or
 *   running, or after waiting `maxWaitMs`; an attempt whose client has gone is dropped before
 *   it is computed.
 *
 * Pure: the work and the clock come from the caller, so the rules are unit-tested
 * (tests/auth/hash-scheduler.test.ts).
 */

export type HashLane = 'known' | 'general';

export type HashTicket = {
  lane: HashLane;
  /** The account the hash is for (an owner, or an unknown login, hashed): its share is bounded. */
  account?: string;
  /** The client's address key: its share is bounded too. */
  address?: string;
  /** Aborted when the client has gone: the attempt leaves the queue unhashed. */
  signal?: AbortSignal;
};

export type HashBudgets = {
  /** Hashes computed at once. */
  concurrency: number;
  /** General attempts waiting, at most. */
  generalQueue: number;
  /** Known-device attempts waiting, at most (a stolen device cookie cannot pile up more). */
  knownQueue: number;
  /** General attempts waiting or running for one account, and for one client address. */
  perAccount: number;
  perAddress: number;
  /** A general attempt that waited this long is refused rather than answered after the client gave up. */
  maxWaitMs: number;
};

export const HASH_BUDGETS: HashBudgets = {
  concurrency: 2,
  generalQueue: 8,
  knownQueue: 8,
  perAccount: 2,
  perAddress: 2,
  maxWaitMs: 8_000,
};

export type BusyReason = 'queue' | 'account' | 'address' | 'waited';

export class PasswordBusyError extends Error {
  override name = 'PasswordBusyError';
  constructor(readonly reason: BusyReason) {
    super(`too many password checks at once (${reason})`);
  }
}

export class ClientGoneError extends Error {
  override name = 'ClientGoneError';
  constructor() {
    super('the client has gone');
  }
}

type Waiting = {
  ticket: HashTicket;
  start: () => void;
  fail: (error: Error) => void;
};

export type HashScheduler = {
  run<T>(work: () => Promise<T>, ticket: HashTicket): Promise<T>;
  load(): { running: number; known: number; general: number };
};

export function hashScheduler(
  budgets: HashBudgets = HASH_BUDGETS,
  timers: {
    setTimeout: (callback: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  } = {
    setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  },
): HashScheduler {
  let running = 0;
  const known: Waiting[] = [];
  const general: Waiting[] = [];
  // general attempts waiting or running, per account and per address
  const shares = new Map<string, number>();

  const shareKeys = (ticket: HashTicket) =>
    ticket.lane === 'general'
      ? [
          ...(ticket.account === undefined ? [] : [`account:${ticket.account}`]),
          ...(ticket.address === undefined ? [] : [`address:${ticket.address}`]),
        ]
      : [];
  const take = (keys: string[]) => {
    for (const key of keys) shares.set(key, (shares.get(key) ?? 0) + 1);
  };
  const give = (keys: string[]) => {
    for (const key of keys) {
      const left = (shares.get(key) ?? 1) - 1;
      if (left <= 0) shares.delete(key);
      else shares.set(key, left);
    }
  };

  function next(): void {
    while (running < budgets.concurrency) {
      const waiting = known.shift() ?? general.shift();
      if (!waiting) return;
      if (waiting.ticket.signal?.aborted) {
        waiting.fail(new ClientGoneError());
        continue;
      }
      waiting.start();
    }
  }

  function refusal(ticket: HashTicket): BusyReason | null {
    if (ticket.lane === 'known') return known.length >= budgets.knownQueue ? 'queue' : null;
    if (
      ticket.account !== undefined &&
      (shares.get(`account:${ticket.account}`) ?? 0) >= budgets.perAccount
    )
      return 'account';
    if (
      ticket.address !== undefined &&
      (shares.get(`address:${ticket.address}`) ?? 0) >= budgets.perAddress
    )
      return 'address';
    if (running >= budgets.concurrency && general.length >= budgets.generalQueue) return 'queue';
    return null;
  }

  return {
    load: () => ({ running, known: known.length, general: general.length }),

    run<T>(work: () => Promise<T>, ticket: HashTicket): Promise<T> {
      if (ticket.signal?.aborted) return Promise.reject(new ClientGoneError());
      const refused = refusal(ticket);
      if (refused) return Promise.reject(new PasswordBusyError(refused));
      const keys = shareKeys(ticket);
      take(keys);
      return new Promise<T>((resolve, reject) => {
        let timer: unknown = null;
        let settled = false;
        const queue = ticket.lane === 'known' ? known : general;
        const leave = () => {
          const index = queue.indexOf(entry);
          if (index >= 0) queue.splice(index, 1);
        };
        const onAbort = () => {
          leave();
          fail(new ClientGoneError());
        };
        const cleanUp = () => {
          if (timer !== null) timers.clearTimeout(timer);
          ticket.signal?.removeEventListener('abort', onAbort);
        };
        const fail = (error: Error) => {
          if (settled) return;
          settled = true;
          cleanUp();
          give(keys);
          reject(error);
        };
        const entry: Waiting = {
          ticket,
          fail,
          start: () => {
            if (settled) return;
            settled = true;
            cleanUp();
            running++;
            work()
              .then(resolve, reject)
              .finally(() => {
                running--;
                give(keys);
                next();
              });
          },
        };
        if (running < budgets.concurrency && known.length === 0 && general.length === 0) {
          entry.start();
          return;
        }
        queue.push(entry);
        ticket.signal?.addEventListener('abort', onAbort, { once: true });
        if (ticket.lane === 'general')
          timer = timers.setTimeout(() => {
            leave();
            fail(new PasswordBusyError('waited'));
          }, budgets.maxWaitMs);
        next();
      });
    },
  };
}
