import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ConfigError } from '@/lib/content/validate';
import { parsePayload } from '@/lib/data/load';
import type { RawPayload } from '@/lib/data/schema';
import { buildStore, type DataStore } from '@/lib/data/store';

let cached: { payload: RawPayload; store: DataStore } | null = null;

/** The shipped data set, validated and indexed once for all data tests. */
export function shipped(): { payload: RawPayload; store: DataStore } {
  if (!cached) {
    const payload = parsePayload(
      JSON.parse(readFileSync(join(process.cwd(), 'data', 'listings.json'), 'utf8')),
      'data/listings.json',
    );
    cached = { payload, store: buildStore(payload) };
  }
  return cached;
}

/** The message with which lib/data refuses a payload; fails the test when it is accepted. */
export function refusal(payload: RawPayload, source = 'data/listings.json'): string {
  try {
    parsePayload(payload, source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the data set was accepted');
}
