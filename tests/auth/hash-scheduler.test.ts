import { describe, expect, it } from 'vitest';
import {
  ClientGoneError,
  hashScheduler,
  PasswordBusyError,
  type HashBudgets,
  type HashTicket,
} from '@/lib/auth/hash-scheduler';

const BUDGETS: HashBudgets = {
  concurrency: 2,
  generalQueue: 4,
  knownQueue: 2,
  perAccount: 2,
  perAddress: 2,
  maxWaitMs: 8000,
};

/** A scheduler whose hashes finish when the test says, and whose timers fire when it says. */
function setUp(budgets = BUDGETS) {
  const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
  const scheduler = hashScheduler(budgets, {
    setTimeout: (callback, ms) => {
      const timer = { callback, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      (handle as { cleared: boolean }).cleared = true;
    },
  });
  const started: string[] = [];
  const finishers: (() => void)[] = [];
  const submit = (label: string, ticket: HashTicket) => {
    const result = scheduler.run(
      () =>
        new Promise<string>((resolve) => {
          started.push(label);
          finishers.push(() => resolve(label));
        }),
      ticket,
    );
    const outcome = { value: 'pending' as string };
    result.then(
      () => (outcome.value = 'done'),
      (error: Error) =>
        (outcome.value =
          error instanceof PasswordBusyError
            ? `busy:${error.reason}`
            : error instanceof ClientGoneError
              ? 'gone'
              : 'error'),
    );
    return outcome;
  };
  /** Finishes the oldest running hash and lets the queue move on. */
  const finishOne = async () => {
    finishers.shift()?.();
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  };
  const settle = async () => {
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  };
  return { scheduler, submit, started, finishOne, settle, timers };
}

const general = (account: string, address: string, signal?: AbortSignal): HashTicket => ({
  lane: 'general',
  account,
  address,
  signal,
});

describe('the password hash scheduler', () => {
  it('computes a few at once, queues a few, and refuses the rest at once', async () => {
    const { submit, started, scheduler, settle } = setUp();
    const outcomes = Array.from({ length: 10 }, (_, index) =>
      submit(`a${index}`, general(`account-${index}`, `address-${index}`)),
    );
    await settle();
    expect(started).toEqual(['a0', 'a1']);
    expect(scheduler.load()).toEqual({ running: 2, known: 0, general: 4 });
    expect(outcomes.map((outcome) => outcome.value)).toEqual([
      ...Array(6).fill('pending'),
      ...Array(4).fill('busy:queue'),
    ]);
  });

  it('gives one account, and one client address, no more than its share', async () => {
    const { submit, settle } = setUp();
    const sameAccount = [1, 2, 3].map((index) =>
      submit(`x${index}`, general('owner:1', `address-${index}`)),
    );
    const sameAddress = [1, 2, 3].map((index) =>
      submit(`y${index}`, general(`account-${index}`, 'address-9')),
    );
    await settle();
    expect(sameAccount.map((outcome) => outcome.value)).toEqual([
      'pending',
      'pending',
      'busy:account',
    ]);
    expect(sameAddress.map((outcome) => outcome.value)).toEqual([
      'pending',
      'pending',
      'busy:address',
    ]);
  });

  it('lets the owner of a known device past a full queue, at the next free turn', async () => {
    const { submit, started, finishOne, settle } = setUp();
    const flood = Array.from({ length: 30 }, (_, index) =>
      submit(`f${index}`, general(`guess-${index}`, `address-${index % 10}`)),
    );
    const owner = submit('owner', { lane: 'known', account: 'owner:1' });
    await settle();
    expect(owner.value).toBe('pending');
    expect(flood.filter((outcome) => outcome.value.startsWith('busy')).length).toBeGreaterThan(20);
    await finishOne();
    expect(started.at(-1), 'the owner goes before every waiting guess').toBe('owner');
    await finishOne();
    await finishOne();
    expect(owner.value).toBe('done');
  });

  it('drops an attempt whose client has gone before computing it, and frees its share', async () => {
    const { submit, started, finishOne, settle, scheduler } = setUp();
    submit('r1', general('a1', 'p1'));
    submit('r2', general('a2', 'p2'));
    const client = new AbortController();
    const leaving = submit('gone', general('owner:1', 'p3', client.signal));
    const staying = submit('stays', general('a4', 'p4'));
    await settle();
    client.abort();
    await settle();
    expect(leaving.value).toBe('gone');
    expect(scheduler.load().general).toBe(1);
    await finishOne();
    await finishOne();
    await finishOne();
    expect(started).toEqual(['r1', 'r2', 'stays']);
    expect(staying.value).toBe('done');
    const left = new AbortController();
    left.abort();
    const late = submit('late', general('a5', 'p5', left.signal));
    await settle();
    expect(late.value).toBe('gone');
    expect(started).not.toContain('late');
    // the account's share came back when its attempt left
    expect(submit('again', general('owner:1', 'p6')).value).toBe('pending');
    await settle();
    expect(started).toContain('again');
  });

  it('refuses a general attempt that waited too long rather than answering a client that gave up', async () => {
    const { submit, started, settle, timers, finishOne } = setUp();
    submit('r1', general('a1', 'p1'));
    submit('r2', general('a2', 'p2'));
    const waiting = submit('w', general('a3', 'p3'));
    await settle();
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(BUDGETS.maxWaitMs);
    timers[0]!.callback();
    await settle();
    expect(waiting.value).toBe('busy:waited');
    await finishOne();
    expect(started).toEqual(['r1', 'r2']);
  });

  it('after a flood whose clients all left, computes nothing more than what was running', async () => {
    const { submit, started, finishOne, settle, scheduler } = setUp();
    const clients = Array.from({ length: 60 }, () => new AbortController());
    const outcomes = clients.map((client, index) =>
      submit(`f${index}`, general(`guess-${index}`, `address-${index % 10}`, client.signal)),
    );
    await settle();
    for (const client of clients) client.abort();
    await finishOne();
    await finishOne();
    await settle();
    expect(started).toHaveLength(BUDGETS.concurrency);
    expect(scheduler.load()).toEqual({ running: 0, known: 0, general: 0 });
    expect(outcomes.filter((outcome) => outcome.value === 'done')).toHaveLength(2);
  });
});
