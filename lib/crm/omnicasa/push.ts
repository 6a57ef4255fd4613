import type { Locale } from '@/lib/i18n/locales';
import type { OmnicasaLanguageIds } from './pull';

/**
 * Which Omnicasa call a stored request becomes (issue 37 › 3), with its parameters:
 * - a visit, information, documents or offer request about a property → `ContactOnMe` with the
 *   property's id as `ObjectID`;
 * - a question about a new-build project → `ContactOnMeProject` with `ProjectIDs`;
 * - "I'm looking for" → `DemandRegister` (goal, types, zips, price range, rooms);
 * - a valuation or a contact message → `ContactOnMe` without an object.
 * Sending a property to a friend, a testimonial and the newsletter stay the site's own: the CRM
 * has no call for them. A confirmed search alert is a demand too (`omnicasaAlertDemand`); leaving
 * it becomes `UnsubscribeDemandPerson` (`omnicasaAlertUnsubscribe`), with the ids the CRM gave in
 * its answer to the alert's DemandRegister (resolved when the call is delivered: deliver.ts).
 *
 * Subject and content are the agency's notification (subject and text), composed by the caller
 * from the stored request, so the CRM's record reads as the agency's mail does.
 */
export type StoredRequest = {
  kind: string;
  locale: Locale;
  listingId: number | null;
  projectId: number | null;
  payload: Record<string, unknown>;
};

export type OmnicasaRequest = { method: string; params: Record<string, unknown> };

const ABOUT_PROPERTY = new Set(['visit', 'information', 'documents', 'offer']);
const WITHOUT_OBJECT = new Set(['valuation', 'contact']);

/** Omnicasa's goals: 0 for sale, 1 for rent (as the feed's Goal). */
const GOALS: Record<string, number> = { sale: 0, rent: 1 };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const numbers = (value: unknown) =>
  (Array.isArray(value) ? value : [value]).map(Number).filter((item) => Number.isInteger(item));

/** Whether a request of this kind becomes a CRM call (the others stay the site's own). */
export function hasOmnicasaCall(kind: string): boolean {
  return (
    ABOUT_PROPERTY.has(kind) || WITHOUT_OBJECT.has(kind) || kind === 'project' || kind === 'demand'
  );
}

export function omnicasaRequestFor(
  request: StoredRequest,
  languageIds: OmnicasaLanguageIds,
  notification: { subject: string; content: string },
): OmnicasaRequest | null {
  const values = request.payload;
  const person = {
    Name: text(values.lastName),
    FirstName: text(values.firstName),
    AddressTitle: text(values.title),
    Email: text(values.email),
    PhoneNumber: text(values.phone),
    ...(text(values.street) && {
      Address: `${text(values.street)} ${text(values.houseNumber)}`.trim(),
      Zip: text(values.postcode),
      City: text(values.city),
    }),
    ...(languageIds[request.locale] !== undefined && {
      LanguageId: languageIds[request.locale],
    }),
  };
  const message = { Subject: notification.subject, Content: notification.content };
  if (ABOUT_PROPERTY.has(request.kind) && request.listingId !== null)
    return {
      method: 'ContactOnMe',
      params: { ...person, ...message, ObjectID: request.listingId },
    };
  if (request.kind === 'project' && request.projectId !== null)
    return {
      method: 'ContactOnMeProject',
      params: { ...person, ...message, ProjectIDs: [request.projectId] },
    };
  if (WITHOUT_OBJECT.has(request.kind))
    return { method: 'ContactOnMe', params: { ...person, ...message } };
  if (request.kind === 'demand') {
    const zips = (Array.isArray(values.zones) ? values.zones : [values.zones])
      .map((zone) => /\|(\d{4})$/.exec(String(zone))?.[1])
      .filter((zip): zip is string => zip !== undefined);
    return {
      method: 'DemandRegister',
      params: {
        ...person,
        Goal: GOALS[text(values.goal)] ?? 0,
        TypeOfPropertyIDs: numbers(values.types),
        Zips: [...new Set(zips)],
        ...(Number(values.priceMin) > 0 && { PriceMin: Number(values.priceMin) }),
        ...(Number(values.priceMax) > 0 && { PriceMax: Number(values.priceMax) }),
        ...(Number(values.minRooms) > 0 && { MinRooms: Number(values.minRooms) }),
        Comment: notification.content,
      },
    };
  }
  return null;
}

/** A search alert's criteria, as the alert service reads them (lib/alerts/query.ts › alertCriteria). */
export type AlertDemand = {
  email: string;
  locale: Locale;
  goal: string;
  types: readonly number[];
  zones: readonly string[];
  priceMin: number | null;
  priceMax: number | null;
  bedroomsMin: number | null;
};

/** A confirmed search alert as the CRM's `DemandRegister` (the address is all the alert knows of the person). */
export function omnicasaAlertDemand(
  alert: AlertDemand,
  languageIds: OmnicasaLanguageIds,
): OmnicasaRequest {
  const zips = alert.zones
    .map((zone) => /\|(\d{4})$/.exec(zone)?.[1])
    .filter((zip): zip is string => zip !== undefined);
  return {
    method: 'DemandRegister',
    params: {
      Email: alert.email,
      Goal: GOALS[alert.goal] ?? 0,
      TypeOfPropertyIDs: [...alert.types],
      Zips: [...new Set(zips)],
      ...(alert.priceMin !== null && alert.priceMin > 0 && { PriceMin: alert.priceMin }),
      ...(alert.priceMax !== null && alert.priceMax > 0 && { PriceMax: alert.priceMax }),
      ...(alert.bedroomsMin !== null && alert.bedroomsMin > 0 && { MinRooms: alert.bedroomsMin }),
      ...(languageIds[alert.locale] !== undefined && { LanguageId: languageIds[alert.locale] }),
    },
  };
}

/**
 * The parameter of a queued call that names the outbox row of an earlier call whose answer holds
 * the ids it needs; deliver.ts replaces it by those ids when the call is sent.
 */
export const AFTER_DEMAND_REGISTER = '$demandRegister';

/** Leaving a search alert that was sent as DemandRegister (outbox row `registerOutboxId`). */
export function omnicasaAlertUnsubscribe(
  registerOutboxId: number,
  locale: Locale,
  languageIds: OmnicasaLanguageIds,
): OmnicasaRequest {
  return {
    method: 'UnsubscribeDemandPerson',
    params: {
      [AFTER_DEMAND_REGISTER]: registerOutboxId,
      ...(languageIds[locale] !== undefined && { LanguageId: languageIds[locale] }),
    },
  };
}
