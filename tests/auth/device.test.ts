import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEVICE_TTL_MS, deviceKey, deviceOwner, deviceToken } from '@/lib/auth/device';
import { REQUEST_ID_HEADER, requestSignal, trackRequest } from '@/server/request-signal';

const key = deviceKey('d'.repeat(40));
const NOW = Date.UTC(2026, 10, 27, 9, 0, 0);

describe('the device cookie of an earlier login', () => {
  it('names the owner it was issued to, for 180 days', () => {
    const token = deviceToken(key, 42, NOW);
    expect(deviceOwner(key, token, NOW + 1000)).toBe(42);
    expect(deviceOwner(key, token, NOW + DEVICE_TTL_MS - 1000)).toBe(42);
    expect(deviceOwner(key, token, NOW + DEVICE_TTL_MS + 1000), 'expired').toBeNull();
  });

  it('names nobody when forged, altered, signed with another key or malformed', () => {
    const token = deviceToken(key, 42, NOW);
    const [, issued, signature] = token.split('.');
    for (const forged of [
      `43.${issued}.${signature}`,
      `42.${Number(issued) + 1}.${signature}`,
      deviceToken(deviceKey('e'.repeat(40)), 42, NOW),
      `${token}x`,
      'Fe26.1*1*a*b*c**d*e',
      '42..',
      '',
      'x'.repeat(5000),
      deviceToken(key, 42, NOW + 3_600_000),
    ])
      expect(deviceOwner(key, forged, NOW), forged.slice(0, 40)).toBeNull();
    expect(deviceOwner(key, undefined, NOW)).toBeNull();
  });
});

describe('the signal of a request', () => {
  function request() {
    const incoming = { headers: { [REQUEST_ID_HEADER]: 'forged-by-the-client' } };
    const response = Object.assign(new EventEmitter(), { writableFinished: false });
    trackRequest(incoming as unknown as IncomingMessage, response as unknown as ServerResponse);
    const headers = {
      get: (name: string) => (incoming.headers as Record<string, string>)[name] ?? null,
    };
    return { incoming, response, headers };
  }

  it('aborts when the client goes before its answer, and is forgotten once answered', () => {
    const gone = request();
    expect(gone.incoming.headers[REQUEST_ID_HEADER]).not.toBe('forged-by-the-client');
    const signal = requestSignal(gone.headers)!;
    expect(signal.aborted).toBe(false);
    gone.response.emit('close');
    expect(signal.aborted).toBe(true);
    expect(requestSignal(gone.headers)).toBeUndefined();

    const answered = request();
    const kept = requestSignal(answered.headers)!;
    answered.response.writableFinished = true;
    answered.response.emit('close');
    expect(kept.aborted).toBe(false);
    expect(requestSignal(answered.headers)).toBeUndefined();
  });
});
