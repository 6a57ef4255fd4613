import { z } from 'zod';
import { emailField, optionalText, phoneField, requiredText, titleField } from './fields';

/** What the rules depend on: today, the visit slots, and the choices the form offers (types, cities as `name|postcode`). */
export type FormContext = {
  today: string;
  slots: readonly string[];
  typeIds: readonly number[];
  zones: readonly string[];
};

export const VISIT_DAYS_AHEAD = 90;
export const OFFER_DAYS_VALID = 60;
export const MAX_REMARK = 2000;
/** A note to a friend is a line or two; a mail to any address carries no more of a stranger's text. */
export const FRIEND_MESSAGE_MAX = 500;
/** "Relocation" (WebID 8) is a service for people moving, not a kind of property an owner has valued. */
export const RELOCATION_TYPE_ID = 8;

/** The fields that say who is asking, shared by most flows. */
export const person = {
  title: titleField,
  firstName: requiredText(80),
  lastName: requiredText(80),
  email: emailField,
  phone: phoneField,
};

export const remark = optionalText(MAX_REMARK);

/** A list field: one value from a browser form comes as a string, several as an array. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) =>
      value === undefined || value === null || value === '' || value === false
        ? []
        : Array.isArray(value)
          ? value
          : [value],
    z.array(item),
  );
}

/** The property types an owner can ask a valuation for. */
export function valuationTypeIds(typeIds: readonly number[]): number[] {
  return typeIds.filter((id) => id !== RELOCATION_TYPE_ID);
}
