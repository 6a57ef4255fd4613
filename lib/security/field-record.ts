/**
 * Name/value pairs from the network (a posted form, a query string) gathered into one record:
 * one value per name, or all of them in order when a name repeats. The record has no prototype,
 * so a field named `__proto__`, `constructor`, `toString` or `hasOwnProperty` is a field like any
 * other: it neither reaches nor replaces a method or the prototype of a plain object (an
 * accumulator `record[name] ??= []` met `Object.prototype.constructor` there and threw).
 */
export type FieldRecord = Record<string, string | string[]>;

export function emptyFieldRecord<T = string | string[]>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

export function gatherFields(pairs: Iterable<readonly [string, unknown]>): FieldRecord {
  const record = emptyFieldRecord();
  for (const [name, value] of pairs) {
    if (typeof value !== 'string') continue;
    const existing = Object.hasOwn(record, name) ? record[name] : undefined;
    if (existing === undefined) record[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else record[name] = [existing, value];
  }
  return record;
}
