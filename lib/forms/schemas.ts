import { z } from 'zod';
import {
  addDays,
  dateBetween,
  emailField,
  idField,
  optionalDay,
  optionalText,
  optionalWholeNumber,
  phoneField,
  postcodeField,
  postcodeOf,
  requiredText,
  tickedBox,
  titleField,
  withDayRange,
} from './fields';

/** The request flows of §1, each a form with its own schema, action and thank-you page. */
export const FLOWS = ['contact', 'information', 'documents', 'visit', 'project', 'offer', 'demand', 'valuation', 'friend', 'newsletter', 'testimonial'] as const;
export type Flow = (typeof FLOWS)[number];

/** What a schema needs to know beyond the input: the day, the visit slots, the property types. */
/** What the rules depend on: today, the visit slots, and the choices the form offers (types, cities as `name|postcode`). */
export type FormContext = { today: string; slots: readonly string[]; typeIds: readonly number[]; zones: readonly string[] };

export const VISIT_DAYS_AHEAD = 90;
export const OFFER_DAYS_VALID = 60;
export const MAX_REMARK = 2000;
/** A note to a friend is a line or two; a mail to any address carries no more of a stranger's text. */
export const FRIEND_MESSAGE_MAX = 500;
/** "Relocation" (WebID 8) is a service for people moving, not a kind of property an owner has valued. */
export const RELOCATION_TYPE_ID = 8;

const person = {
  title: titleField,
  firstName: requiredText(80),
  lastName: requiredText(80),
  email: emailField,
  phone: phoneField,
};

const remark = optionalText(MAX_REMARK);

function listOf<T extends z.ZodType>(item: T) {
  // one value from a browser form comes as a string, several as an array
  return z.preprocess((value) => (value === undefined || value === null || value === '' || value === false ? [] : Array.isArray(value) ? value : [value]), z.array(item));
}

/** The property types an owner can ask a valuation for. */
export function valuationTypeIds(typeIds: readonly number[]): number[] {
  return typeIds.filter((id) => id !== RELOCATION_TYPE_ID);
}

export function schemas(context: FormContext) {
  const goal = z.enum(['sale', 'rent'], { error: 'goal' });
  const typeId = z.preprocess((value) => Number(value), z.number().int().refine((id) => context.typeIds.includes(id), 'propertyType'));
  const valuedTypeId = z.preprocess((value) => Number(value), z.number({ error: 'propertyType' }).int().refine((id) => valuationTypeIds(context.typeIds).includes(id), 'propertyType'));
  const tomorrow = addDays(context.today, 1);
  return {
    contact: z.object({ ...person, remark: requiredText(MAX_REMARK) }),
    information: z.object({ listingId: idField, ...person, remark }),
    documents: z.object({ listingId: idField, ...person, remark }),
    visit: withDayRange(
      z.object({
        listingId: idField,
        ...person,
        date: dateBetween(tomorrow, addDays(context.today, VISIT_DAYS_AHEAD)),
        slot: z.string({ error: 'slot' }).refine((slot) => context.slots.includes(slot), 'slot'),
        // other days that would suit the visitor, should the one asked for be taken
        periodFrom: optionalDay('startDate'),
        periodUntil: optionalDay('endDate'),
        remark,
      }),
      'periodFrom',
      'periodUntil',
      tomorrow,
    ),
    project: z.object({ projectId: idField, ...person, remark }),
    offer: z.object({
      listingId: idField,
      ...person,
      street: requiredText(120),
      houseNumber: requiredText(12),
      postcode: postcodeField,
      city: requiredText(80),
      amount: z.preprocess(
        (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim().replace(/[\s.€]/g, '').replace(',', '.'))) : value),
        z.number({ error: 'amount' }).positive('amount').max(100_000_000, 'amount'),
      ),
      conditions: optionalText(MAX_REMARK),
      validUntil: dateBetween(context.today, addDays(context.today, OFFER_DAYS_VALID)),
      acceptAdvance: tickedBox('accept'),
    }),
    demand: withDayRange(
      z.object({
        goal,
        types: listOf(typeId).refine((types) => types.length > 0, 'typesRequired'),
        // only the cities the form offers, each once (a list of 600 once got through and broke the redirect)
        zones: listOf(z.string())
          .refine((zones) => zones.length > 0, 'zonesRequired')
          .refine((zones) => zones.every((zone) => context.zones.includes(zone)) && new Set(zones).size === zones.length, 'zone'),
        minRooms: optionalWholeNumber(20),
        priceMin: optionalWholeNumber(100_000_000),
        priceMax: optionalWholeNumber(100_000_000),
        // when the visitor would like to move in: from, at the latest by
        moveFrom: optionalDay('startDate'),
        moveUntil: optionalDay('endDate'),
        ...person,
        remark,
      }),
      'moveFrom',
      'moveUntil',
      context.today,
    ).refine((demand) => demand.priceMin === undefined || demand.priceMax === undefined || demand.priceMin <= demand.priceMax, {
        message: 'priceRange',
        path: ['priceMax'],
      }),
    valuation: z.object({
      // the owner sells or lets (a demand's goal is to buy or rent)
      goal: z.enum(['sale', 'rent'], { error: 'valuationGoal' }),
      propertyType: valuedTypeId,
      // §5: a valuation needs the address of the property, and says so
      street: requiredText(120, 'address'),
      houseNumber: requiredText(12, 'address'),
      postcode: postcodeOf('address'),
      city: requiredText(80, 'address'),
      ...person,
      remark,
    }),
    friend: z.object({
      listingId: idField,
      senderName: requiredText(80),
      senderEmail: emailField,
      friendEmail: z
        .string({ error: 'friendEmailRequired' })
        .trim()
        .min(1, 'friendEmailRequired')
        .max(254, 'tooLong')
        .pipe(z.email({ error: 'friendEmail' })),
      message: optionalText(FRIEND_MESSAGE_MAX),
    }),
    newsletter: z.object({ email: emailField, consent: tickedBox('consent') }),
    testimonial: z.object({
      name: requiredText(80),
      email: emailField,
      text: requiredText(MAX_REMARK).refine((text) => text.length >= 20, 'tooShort'),
    }),
  } satisfies Record<Flow, z.ZodType>;
}

export type FlowSchemas = ReturnType<typeof schemas>;
export type FlowInput<F extends Flow> = z.input<FlowSchemas[F]>;
export type FlowValues<F extends Flow> = z.output<FlowSchemas[F]>;
