import { describe, expect, it } from 'vitest';
import {
  actionRowsProblem,
  fetchActionProblem,
  formActionProblem,
  MAX_ACTION_DEPTH,
} from '@/lib/security/action-body';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('server action payloads React can decode', () => {
  it("pass: the site's own calls, with plain values, dates, undefined, FormData and rows they send", () => {
    for (const body of [
      '["en",null,{"a":"text","b":[1,2,{"c":true}]}]',
      '["en","$u","$D2026-01-01T00:00:00.000Z","$$dollar","$n12345","$-0","$I","$N"]',
      '["en",{"state":"$T"},"$K1"]',
      nested(MAX_ACTION_DEPTH),
    ]) {
      expect(fetchActionProblem(body), body).toBe(false);
    }
    expect(
      fetchActionProblem(form({ '0': '["en","$@1","$K2"]', '1': '{"a":"$Q3"}', '3': '[]' })),
    ).toBe(false);
  });

  it('fail: a row that is not JSON, or one that is named but never sent', () => {
    for (const body of [
      '[contact',
      '',
      '{"a":',
      '["en","$@9"]',
      '["$1"]',
      '["$Qa"]',
      '["$W1"]',
      '["$i2"]',
    ])
      expect(fetchActionProblem(body), body).toBe(true);
    expect(fetchActionProblem(form({ '1': '["en"]' })), 'no root row').toBe(true);
    expect(fetchActionProblem(form({ '0': '["$@1"]', '1': '[contact' })), 'a broken row').toBe(
      true,
    );
  });

  it('fail: nesting deeper than any argument, which would overflow the stack', () => {
    expect(fetchActionProblem(nested(MAX_ACTION_DEPTH + 2))).toBe(true);
    expect(fetchActionProblem(nested(20_000))).toBe(true);
    expect(fetchActionProblem(`${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`)).toBe(true);
  });

  it('fail: server references, blobs, typed arrays, streams, paths into rows and unknown markers', () => {
    for (const marker of [
      '$h1',
      '$B1',
      '$A1',
      '$o1',
      '$V1',
      '$R1',
      '$r1',
      '$X1',
      '$x1',
      '$0:a:b',
      '$',
      '$zz',
      '$@zz',
      '$nabc',
      '$n',
    ])
      expect(fetchActionProblem(`["${marker}"]`), marker).toBe(true);
  });

  it('refuse a temporary reference where Next.js gives React none (a form posted without JavaScript)', () => {
    const rows = (id: number) => (id === 0 ? '["$T"]' : undefined);
    expect(actionRowsProblem(rows, true)).toBe(false);
    expect(actionRowsProblem(rows, false)).toBe(true);
  });

  it('follow references between rows only once, cycles included', () => {
    const rows = (id: number) => (id === 0 ? '["$@1"]' : id === 1 ? '["$@0"]' : undefined);
    expect(actionRowsProblem(rows, true)).toBe(false);
  });
});

describe('forms posted without JavaScript', () => {
  const meta = '{"id":"7f00aa","bound":"$@1"}';

  it('pass with their bound arguments, and without any', () => {
    expect(
      formActionProblem(
        form({ $ACTION_REF_1: '', '$ACTION_1:0': meta, '$ACTION_1:1': '["en",null]' }),
      ),
    ).toBe(false);
    expect(formActionProblem(form({ $ACTION_ID_7f00aa: '', remark: '$@9' }))).toBe(false);
    expect(formActionProblem(form({ remark: '[contact' }))).toBe(false);
  });

  it('fail with tampered bound arguments or metadata', () => {
    for (const fields of [
      { '$ACTION_1:0': meta, '$ACTION_1:1': '[contact' },
      { '$ACTION_1:0': '{"id":"7f00aa","bound":"$@9"}' },
      { '$ACTION_1:0': meta, '$ACTION_1:1': `[${nested(20_000)}]` },
      { '$ACTION_1:0': meta, '$ACTION_1:1': '["$T"]' },
      { '$ACTION_1:0': '{"bound":null}' },
      { '$ACTION_1:0': '"7f00aa"' },
      { '$ACTION_1:0': '{"id":' },
      {},
    ] as Record<string, string>[]) {
      expect(
        formActionProblem(form({ $ACTION_REF_1: '', ...fields })),
        JSON.stringify(fields).slice(0, 80),
      ).toBe(true);
    }
  });
});
