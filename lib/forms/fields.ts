import { z } from 'zod';
import type { ErrorKey } from './constants';

export { ERROR_KEYS, FIELD_MAX, type ErrorKey } from './constants';

/*
 * Field rules shared by the flows (Forms). Every error message is a key of
 * `Forms.errors` in messages/, translated where it is shown (client and server alike).
 */

const PHONE = /^\+?[0-9][0-9 ()./-]{5,24}$/;

/**
 * What a visitor can have meant to type: control characters (but line breaks and tabs) and
 * invisible format characters (zero-width spaces and joiners, direction marks) are dropped, so
 * that a field of only those is empty, and nothing invisible reaches a mail or the agency.
 */
export function visibleText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\p{Cc}\p{Cf}]/gu, (character) =>
      character === '\n' || character === '\t' ? character : '',
    );
}

/** Required text; `emptyKey` names what is missing where the generic "fill in this field" is too vague. */
export const requiredText = (max: number, emptyKey: ErrorKey = 'required') =>
  z
    .string({ error: emptyKey })
    .transform(visibleText)
    .pipe(z.string().trim().min(1, emptyKey).max(max, 'tooLong'));
export const optionalText = (max: number) =>
  z
    .string()
    .transform(visibleText)
    .pipe(z.string().trim().max(max, 'tooLong'))
    .optional()
    .default('');

export const emailField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(254, 'tooLong')
  .pipe(z.email({ error: 'email' }));

export const phoneField = requiredText(30).refine(
  (value) => PHONE.test(value) && value.replace(/\D/g, '').length >= 8,
  'phone',
);

export const TITLES = ['mr', 'ms', 'miss'] as const;
export const titleField = z.enum(TITLES, { error: 'title' });

/** A whole number from a form field; blank is "not given". */
export const optionalWholeNumber = (max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() === ''
        ? undefined
        : typeof value === 'string'
          ? Number(value.trim().replace(/[\s.]/g, ''))
          : value,
    z.number({ error: 'number' }).int('number').min(0, 'number').max(max, 'number').optional(),
  );

/** A listing or project id carried by a hidden field. */
export const idField = z.preprocess(
  (value) => (typeof value === 'string' ? Number(value) : value),
  z.number({ error: 'required' }).int().positive(),
);

/** A checkbox that must be ticked ("on" from a browser form, true from a client form). */
export const tickedBox = (key: ErrorKey) =>
  z.preprocess(
    (value) => value === 'on' || value === true || value === 'true',
    z.literal(true, { error: key }),
  );

/** `YYYY-MM-DD` in the agency's calendar. */
export const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's date in Brussels, `YYYY-MM-DD`. */
export function todayInBrussels(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A date between `from` and `to` (inclusive, `YYYY-MM-DD`). */
export const dateBetween = (from: string, to: string) =>
  z
    .string({ error: 'date' })
    .trim()
    .min(1, 'date')
    .refine(isRealDate, 'date')
    .refine((value) => !isRealDate(value) || value >= from, 'dateInPast')
    .refine((value) => !isRealDate(value) || value <= to, 'dateTooFar');

/** Belgian (4 digits) or Luxembourg (L-1234 or 4 digits) postcode. */
export const postcodeOf = (emptyKey: ErrorKey = 'required') =>
  requiredText(8, emptyKey).refine((value) => /^(L-?)?\d{4}$/i.test(value), 'postcode');
export const postcodeField = postcodeOf();

/** A day that may be left blank (`undefined`); when given, complete and real, else `key`. */
export const optionalDay = (key: ErrorKey) =>
  z.preprocess(
    (value) =>
      value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
        ? undefined
        : typeof value === 'string'
          ? value.trim()
          : value,
    z.string({ error: key }).refine(isRealDate, key).optional(),
  );

type DayRange = { start?: string; end?: string };

/**
 * Date rules for a period a visitor gives (start and end both optional, as a pair): the start
 * date must be complete (also when only the end is given) and not before `earliest`; the end date
 * complete, valid and not before the start. Issues as message keys at the field they concern.
 */
export function dayRangeIssues(
  { start, end }: DayRange,
  earliest: string,
): { field: 'start' | 'end'; key: ErrorKey }[] {
  const issues: { field: 'start' | 'end'; key: ErrorKey }[] = [];
  if (end !== undefined && start === undefined) issues.push({ field: 'start', key: 'startDate' });
  if (start !== undefined && start < earliest) issues.push({ field: 'start', key: 'dateInPast' });
  if (start !== undefined && end !== undefined && end < start)
    issues.push({ field: 'end', key: 'endBeforeStart' });
  return issues;
}

/**
 * Adds the date-range rules to an object schema with the day fields `startKey` and `endKey`
 * (made with `optionalDay`). They run as soon as both days are well formed, even while other
 * fields still have errors, so that the visitor sees every problem at once.
 */
export function withDayRange<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  startKey: string,
  endKey: string,
  earliest: string,
): T {
  return schema.superRefine(
    (values, context) => {
      const start = values[startKey] as string | undefined;
      const end = values[endKey] as string | undefined;
      for (const issue of dayRangeIssues({ start, end }, earliest)) {
        context.addIssue({
          code: 'custom',
          message: issue.key,
          path: [issue.field === 'start' ? startKey : endKey],
        });
      }
    },
    {
      when: (payload) =>
        !payload.issues.some(
          (issue) => issue.path?.[0] === startKey || issue.path?.[0] === endKey,
        ) &&
        typeof payload.value === 'object' &&
        payload.value !== null,
    },
  );
}

/** A city as a demand form's zone choice carries it: `name|postcode`, the list filter's own city value. */
export function zoneValue(city: { name: string; zip: string }): string {
  return `${city.name}|${city.zip}`;
}
