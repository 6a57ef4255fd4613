import { sealData, unsealData } from 'iron-session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSeal, withoutCookie, type SessionCookies } from '@/lib/auth/sealed-cookie';
import { sessionOptions } from '@/lib/auth/session';

const password = String(sessionOptions('s'.repeat(40)).password);
const options = { password, ttl: 60 };
type Data = { ownerId: number };
const isData = (data: unknown): data is Data =>
  typeof data === 'object' && data !== null && typeof (data as Data).ownerId === 'number';

afterEach(() => vi.useRealTimers());

/** Broken seals as browsers may hold them: truncated, tampered with, of another version, garbage. */
async function brokenSeals(): Promise<string[]> {
  const good = await sealData({ ownerId: 7 }, options);
  const parts = good.split('*');
  return [
    'Fe26.1*1*a*b*c**d*e',
    'Fe26.2*1*a*b*c*d*e*f',
    'Fe26.2**********',
    'Fe26.2*1*a*b*c*d*9999999999999*f*g~2',
    `${good.slice(0, -10)}`,
    good.replace(/~2$/, 'A~2'),
    good.replace('Fe26.2', 'Fe26.9'),
    [
      ...parts.slice(0, 4),
      parts[4]!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
      ...parts.slice(5),
    ].join('*'),
    good.replace(/~2$/, '~x'),
    '~2',
    '%E0%A4%A',
    'x'.repeat(4000),
    await sealData({ ownerId: 7 }, { password: String(sessionOptions('t'.repeat(40)).password) }),
    await sealData({ someone: 'else' }, options),
    await sealData({ ownerId: '7' }, options),
  ];
}

describe('a sealed cookie', () => {
  it('reads its data when the seal holds', async () => {
    const seal = await sealData({ ownerId: 7 }, options);
    expect(await readSeal(seal, options, isData)).toEqual({
      state: 'valid',
      data: { ownerId: 7 },
    });
    expect(await readSeal(undefined, options, isData)).toEqual({ state: 'absent' });
  });

  it('is broken, never an exception, when truncated, tampered with, foreign or of another shape', async () => {
    const seals = await brokenSeals();
    // iron-session itself throws for some of these (they answered 500)
    const thrown = await Promise.all(
      seals.map((seal) =>
        unsealData(seal, options).then(
          () => false,
          () => true,
        ),
      ),
    );
    expect(thrown.some(Boolean)).toBe(true);
    for (const seal of seals)
      expect(await readSeal(seal, options, isData), seal.slice(0, 60)).toEqual({ state: 'broken' });
  });

  it('is broken once expired', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 9, 0, 0) });
    const seal = await sealData({ ownerId: 7 }, options);
    vi.setSystemTime(Date.UTC(2026, 10, 27, 9, 5, 0));
    expect(await readSeal(seal, options, isData)).toEqual({ state: 'broken' });
  });

  it('is cleared where cookies may be set, and read as absent either way', () => {
    const set = vi.fn();
    const store: SessionCookies = {
      get: (name) => ({ name, value: `value of ${name}` }),
      set,
    };
    const view = withoutCookie(store, 'horizon_owner', { httpOnly: true });
    expect(set).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'horizon_owner', value: '', maxAge: 0, httpOnly: true }),
    );
    expect(view.get('horizon_owner')).toBeUndefined();
    expect(view.get('NEXT_LOCALE')?.value).toBe('value of NEXT_LOCALE');

    const readOnly: SessionCookies = {
      get: store.get,
      set: () => {
        throw new Error('Cookies can only be modified in a Server Action or Route Handler.');
      },
    };
    expect(withoutCookie(readOnly, 'horizon_owner').get('horizon_owner')).toBeUndefined();
  });
});
