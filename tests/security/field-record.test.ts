import { describe, expect, it } from 'vitest';
import { accountSchemas, reportSettingSchema } from '@/lib/auth/forms';
import { alertQuery } from '@/lib/alerts/query';
import { paramsRecord, parseSearchParams } from '@/lib/data/search-params';
import { fieldErrors } from '@/lib/forms/errors';
import { FLOWS, flowSchema } from '@/lib/forms/flows';
import { echoValues, formDataObject } from '@/lib/forms/form-state';
import { gatherFields } from '@/lib/security/field-record';

/** Names an object inherits from Object.prototype, which a posted field may carry too. */
const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
];

const CONTEXT = {
  today: '2026-11-21',
  slots: ['10:00-13:00'],
  typeIds: [1, 2],
  zones: ['Gent|9000'],
};

/** A posted form with each prototype name once and `constructor` and `__proto__` repeated. */
function hostileForm(fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const name of PROTOTYPE_NAMES) data.append(name, `${name} typed`);
  data.append('constructor', 'again');
  data.append('__proto__', 'again');
  return data;
}

describe('fields named like the prototype of an object', () => {
  it('are gathered as fields of their own, one value or all of them in order', () => {
    const record = gatherFields(hostileForm({ email: 'a@example.be' }).entries());
    for (const name of PROTOTYPE_NAMES) expect(Object.hasOwn(record, name), name).toBe(true);
    expect(record.constructor).toEqual(['constructor typed', 'again']);
    expect(record['__proto__']).toEqual(['__proto__ typed', 'again']);
    expect(record.toString).toBe('toString typed');
    expect(record.email).toBe('a@example.be');
    expect(Object.getPrototypeOf(record)).toBeNull();
    // nothing leaked into the prototype every other object shares
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
    expect(Object.prototype.toString.call([])).toBe('[object Array]');
  });

  it('come back to a request form as typed, in a plain object the page can be sent', () => {
    const values = echoValues(formDataObject(hostileForm({ email: 'a@example.be' })));
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(values))).toEqual(values);
    expect(values.hasOwnProperty).toBe('hasOwnProperty typed');
    expect(values.constructor).toEqual(['constructor typed', 'again']);
  });

  it.each(FLOWS)('leave the %s form with its own field errors, not a crash', (flow) => {
    const values = echoValues(formDataObject(hostileForm()));
    expect(JSON.parse(JSON.stringify(values))).toEqual(values);
    const parsed = flowSchema(flow, CONTEXT).safeParse(values);
    expect(parsed.success).toBe(false);
    const errors = fieldErrors(parsed.error!.issues);
    for (const name of PROTOTYPE_NAMES) expect(Object.hasOwn(errors, name), name).toBe(false);
  });

  it('leave the owner forms (login, forgot, reset, monthly report) to their own fields', () => {
    const login = accountSchemas.login.safeParse(
      formDataObject(hostileForm({ login: 'martine', password: 'a password' })),
    );
    expect(login.success && login.data).toEqual({ login: 'martine', password: 'a password' });
    const forgot = accountSchemas.forgot.safeParse(
      formDataObject(hostileForm({ email: 'martine@example.be' })),
    );
    expect(forgot.success).toBe(true);
    const reset = accountSchemas.reset.safeParse(
      formDataObject(
        hostileForm({ token: 't', password: 'long enough 1', confirmation: 'long enough 1' }),
      ),
    );
    expect(reset.success).toBe(true);
    const report = reportSettingSchema.safeParse(formDataObject(hostileForm()));
    expect(report.success && report.data).toEqual({});
  });

  it('are no filters of a saved-search alert or a list query', () => {
    const list = gatherFields([...hostileForm({ city: 'Gent|9000' }).entries()]);
    expect(alertQuery('sale', list)).toEqual(alertQuery('sale', { city: 'Gent|9000' }));
    const search = new URLSearchParams(
      '__proto__=a&__proto__=b&constructor=c&toString=d&hasOwnProperty=e&bedrooms=2',
    );
    const record = paramsRecord(search);
    expect(Object.hasOwn(record, '__proto__')).toBe(true);
    expect(record['__proto__']).toEqual(['a', 'b']);
    expect(parseSearchParams('sale', record)).toEqual(
      parseSearchParams('sale', paramsRecord(new URLSearchParams('bedrooms=2'))),
    );
  });
});
