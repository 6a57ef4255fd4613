import { z } from 'zod';
import type { RateLimit } from '@/lib/db/rate-limits';
import type { RequestRecord } from '@/lib/db/request-records';
import type { FeedbackFlow } from '@/lib/i18n/pathnames';
import type messages from '@/messages/en.json';
import {
  addDays,
  dateBetween,
  emailField,
  idField,
  optionalDay,
  optionalText,
  optionalWholeNumber,
  postcodeField,
  postcodeOf,
  requiredText,
  tickedBox,
  TITLES,
  withDayRange,
} from './fields';
import type { FailureKey } from './form-state';
import {
  FRIEND_MESSAGE_MAX,
  listOf,
  MAX_REMARK,
  OFFER_DAYS_VALID,
  person,
  remark,
  valuationTypeIds,
  VISIT_DAYS_AHEAD,
  type FormContext,
} from './schemas';

/*
 * The request flows, one entry each: what the form asks (its zod schema and its fields), whether
 * a captcha guards it, its rate limits beyond the common ones, the records it writes, the mails
 * it sends and the thank-you page it ends on. The server action, the form and the mailer read
 * everything from here; adding a flow is one entry plus its texts in messages/ (the flow test
 * checks both). This module stays free of server code: the browser loads it to validate.
 */

/** Where the options of a choice come from: fixed lists with their labels in `Forms.fields.<source>`, or the site's data. */
export type ChoiceSource =
  'titles' | 'goals' | 'valuationGoals' | 'slots' | 'types' | 'valuationTypes' | 'zones' | 'rooms';

/** Choices whose labels are messages, `Forms.fields.<source>.<value>`, in the form and in the mails alike. */
export const LABELLED_CHOICES = {
  titles: TITLES,
  goals: ['sale', 'rent'],
  valuationGoals: ['sale', 'rent'],
} as const satisfies Partial<Record<ChoiceSource, readonly string[]>>;

type FormMessages = (typeof messages)['Forms'];

/** A field's label, a key of `Forms.fields` (the ones that hold no choice labels). */
export type FieldLabel = Exclude<keyof FormMessages['fields'], keyof typeof LABELLED_CHOICES>;

type FieldBase<N extends string> = {
  name: N & FieldLabel;
  /** Its label; the field's name when not said. */
  label?: FieldLabel;
  required?: boolean;
};

/** One field of a form, as the form renders it. */
export type FieldSpec<N extends string = string> =
  | { kind: 'hidden'; name: N & ('listingId' | 'projectId') }
  | (FieldBase<N> & {
      kind: 'text';
      type?: 'email' | 'tel';
      autoComplete?: string;
      inputMode?: 'numeric';
      wide?: boolean;
    })
  /** A day, offered from `from` days after today and, with `until`, up to that many days after today. */
  | (FieldBase<N> & { kind: 'date'; from: number; until?: number })
  | (FieldBase<N> & { kind: 'textarea'; rows?: number })
  | (FieldBase<N> & { kind: 'checkbox' })
  | (FieldBase<N> & { kind: 'choice'; choices: ChoiceSource; multiple?: boolean })
  | (FieldBase<N> & {
      kind: 'select';
      choices: ChoiceSource;
      multiple?: boolean;
      size?: number;
      placeholder?: string;
      hint?: FieldLabel;
    });

/** A group's legend, a key of `Forms`. */
export type LegendKey =
  'you' | 'property' | `fields.${FieldLabel}` | `flows.${keyof FormMessages['flows']}.title`;

/** What a form is made of: fields, rows of fields side by side, and titled groups. */
export type FormBlock<N extends string = string> =
  | FieldSpec<N>
  | { kind: 'row'; columns?: 3; fields: readonly FieldSpec<N>[] }
  | { kind: 'section'; legend: LegendKey; legendHidden?: boolean; blocks: readonly FormBlock<N>[] };

/** Who wrote a request: where replies go and whom a confirmation greets. */
export type Sender = { email: string; name: string };

/**
 * What a flow sends besides the agency's notification (in the agency's language, replying to
 * the sender): a confirmation to the sender, the property to a friend, or for the newsletter
 * only the link that confirms the subscription (and nothing to the agency).
 */
export type FlowMails<V> =
  | { kind: 'confirmation'; sender: (values: V) => Sender }
  | {
      kind: 'friend';
      sender: (values: V) => Sender;
      friend: (values: V) => { email: string; message: string };
    }
  | { kind: 'newsletter'; sender: (values: V) => Sender };

/** A record a request writes beside the request itself, in the same transaction (lib/db/request-records.ts). */
export type FlowRecord = RequestRecord;

/** What a request is about: a property or a project, which must exist. */
export type FlowSubject =
  { listingId: number; projectId: null } | { listingId: null; projectId: number };

/** A rate limit counted per value of a field (kept as a hash), beside the per-address and per-form ones. */
export type ValueLimit = { scope: string; value: string; limit: RateLimit };

/** A flow's entry, typed by what its schema gives (`V`) and takes (`I`). */
export type FlowEntry<V, I> = {
  schema: (context: FormContext) => z.ZodType<V, I>;
  /** The form's fields, in order; each names a field of the schema. */
  fields: readonly FormBlock<keyof I & string>[];
  /** Whether the ALTCHA proof of work guards the form. */
  captcha: boolean;
  limits?: (values: V) => ValueLimit[];
  /** A longer limit per visitor's address, beside the common short one. */
  addressLimit?: RateLimit;
  subject?: (values: V) => FlowSubject;
  record?: (values: V) => FlowRecord;
  mails: FlowMails<V>;
  /** The thank-you page the flow ends on, and the query it carries there. */
  feedback: FeedbackFlow;
  feedbackQuery?: (values: V) => Record<string, string | string[]>;
  /** What the visitor is told when the request could not be stored (`apiError` when not said). */
  storeFailure?: FailureKey;
  /** The privacy note under the button, a key of `Forms` (`privacy` when not said). */
  privacyNote?: 'privacy' | 'newsletterPrivacy';
};

function defineFlow<S extends z.ZodType>(
  entry: FlowEntry<z.output<S>, z.input<S>> & { schema: (context: FormContext) => S },
) {
  return entry;
}

/**
 * A visit request holds no slot until confirmed (lib/db/visits.ts); these bound the requests, and
 * so the links mailed and the agency's notifications, that any one visitor's address, typed
 * address or property can cause in a day.
 */
export const VISIT_LIMITS = {
  perAddress: { limit: 6, windowMs: 24 * 60 * 60_000 },
  perEmail: { limit: 3, windowMs: 24 * 60 * 60_000 },
  perListing: { limit: 30, windowMs: 24 * 60 * 60_000 },
} satisfies Record<string, RateLimit>;

/** A friend mail goes to any address: a few a day per sender and far fewer per recipient, whatever the visitor's address. */
export const FRIEND_LIMITS = {
  perSender: { limit: 10, windowMs: 24 * 60 * 60_000 },
  perRecipient: { limit: 3, windowMs: 24 * 60 * 60_000 },
} satisfies Record<string, RateLimit>;

const PERSON = {
  kind: 'section',
  legend: 'you',
  blocks: [
    { kind: 'choice', name: 'title', required: true, choices: 'titles' },
    {
      kind: 'row',
      fields: [
        { kind: 'text', name: 'firstName', required: true, autoComplete: 'given-name' },
        { kind: 'text', name: 'lastName', required: true, autoComplete: 'family-name' },
      ],
    },
    {
      kind: 'row',
      fields: [
        { kind: 'text', name: 'email', type: 'email', required: true, autoComplete: 'email' },
        { kind: 'text', name: 'phone', type: 'tel', required: true, autoComplete: 'tel' },
      ],
    },
  ],
} as const satisfies FormBlock;

const REMARK = { kind: 'textarea', name: 'remark' } as const satisfies FieldSpec;

function addressSection(legend: 'you' | 'property') {
  return {
    kind: 'section',
    legend,
    blocks: [
      {
        kind: 'row',
        columns: 3,
        fields: [
          {
            kind: 'text',
            name: 'street',
            required: true,
            autoComplete: 'address-line1',
            wide: true,
          },
          { kind: 'text', name: 'houseNumber', required: true },
        ],
      },
      {
        kind: 'row',
        fields: [
          {
            kind: 'text',
            name: 'postcode',
            required: true,
            autoComplete: 'postal-code',
            inputMode: 'numeric',
          },
          { kind: 'text', name: 'city', required: true, autoComplete: 'address-level2' },
        ],
      },
    ],
  } as const satisfies FormBlock;
}

/** A period the visitor may give (the date rules are in the schema): a legend and two days from `from` days after today. */
function periodSection<N extends FieldLabel>(
  legend: `fields.${FieldLabel}`,
  start: N,
  end: N,
  from: number,
) {
  return {
    kind: 'section',
    legend,
    blocks: [
      {
        kind: 'row',
        fields: [
          { kind: 'date', name: start, from },
          { kind: 'date', name: end, from },
        ],
      },
    ],
  } as const satisfies FormBlock<N>;
}

const ABOUT_LISTING = { kind: 'hidden', name: 'listingId' } as const satisfies FieldSpec;
const aboutListing = (values: { listingId: number }): FlowSubject => ({
  listingId: values.listingId,
  projectId: null,
});
const personSender = (values: { email: string; firstName: string; lastName: string }): Sender => ({
  email: values.email,
  name: [values.firstName, values.lastName].filter((part) => part !== '').join(' '),
});
const CONFIRMATION = { kind: 'confirmation', sender: personSender } as const;

/** A question about one property: information or its documents. */
function propertyQuestion(feedback: FeedbackFlow, storeFailure?: FailureKey) {
  return defineFlow({
    schema: () => z.object({ listingId: idField, ...person, remark }),
    fields: [ABOUT_LISTING, PERSON, REMARK],
    captcha: true,
    subject: aboutListing,
    mails: CONFIRMATION,
    feedback,
    storeFailure,
  });
}

const FLOW_ENTRIES = {
  contact: defineFlow({
    schema: () => z.object({ ...person, remark: requiredText(MAX_REMARK) }),
    fields: [PERSON, { ...REMARK, required: true }],
    captcha: true,
    mails: CONFIRMATION,
    feedback: 'site-contact',
  }),
  information: propertyQuestion('contact-me'),
  documents: propertyQuestion('request-documents', 'requestDocumentError'),
  visit: defineFlow({
    schema: (context: FormContext) => {
      const tomorrow = addDays(context.today, 1);
      return withDayRange(
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
      );
    },
    fields: [
      ABOUT_LISTING,
      {
        kind: 'row',
        fields: [{ kind: 'date', name: 'date', required: true, from: 1, until: VISIT_DAYS_AHEAD }],
      },
      { kind: 'choice', name: 'slot', required: true, choices: 'slots' },
      periodSection('fields.visitPeriod', 'periodFrom', 'periodUntil', 1),
      PERSON,
      REMARK,
    ],
    captcha: true,
    addressLimit: VISIT_LIMITS.perAddress,
    limits: (values) => [
      { scope: 'email', value: values.email, limit: VISIT_LIMITS.perEmail },
      { scope: 'listing', value: String(values.listingId), limit: VISIT_LIMITS.perListing },
    ],
    subject: aboutListing,
    record: (values) => ({
      kind: 'appointment',
      listingId: values.listingId,
      date: values.date,
      slot: values.slot,
      email: values.email,
    }),
    mails: CONFIRMATION,
    feedback: 'contact-appointment',
  }),
  project: defineFlow({
    schema: () => z.object({ projectId: idField, ...person, remark }),
    fields: [{ kind: 'hidden', name: 'projectId' }, PERSON, REMARK],
    captcha: true,
    subject: (values) => ({ listingId: null, projectId: values.projectId }),
    mails: CONFIRMATION,
    feedback: 'contact-construction',
  }),
  offer: defineFlow({
    schema: (context: FormContext) =>
      z.object({
        listingId: idField,
        ...person,
        street: requiredText(120),
        houseNumber: requiredText(12),
        postcode: postcodeField,
        city: requiredText(80),
        amount: z.preprocess(
          (value) =>
            typeof value === 'string'
              ? value.trim() === ''
                ? undefined
                : Number(
                    value
                      .trim()
                      .replace(/[\s.€]/g, '')
                      .replace(',', '.'),
                  )
              : value,
          z.number({ error: 'amount' }).positive('amount').max(100_000_000, 'amount'),
        ),
        conditions: optionalText(MAX_REMARK),
        validUntil: dateBetween(context.today, addDays(context.today, OFFER_DAYS_VALID)),
        acceptAdvance: tickedBox('accept'),
      }),
    fields: [
      ABOUT_LISTING,
      {
        kind: 'row',
        fields: [
          { kind: 'text', name: 'amount', required: true, inputMode: 'numeric' },
          { kind: 'date', name: 'validUntil', required: true, from: 0, until: OFFER_DAYS_VALID },
        ],
      },
      { kind: 'textarea', name: 'conditions', rows: 3 },
      PERSON,
      addressSection('you'),
      { kind: 'checkbox', name: 'acceptAdvance', required: true },
    ],
    captcha: true,
    subject: aboutListing,
    mails: CONFIRMATION,
    feedback: 'offer-to-purchase',
  }),
  demand: defineFlow({
    schema: (context: FormContext) => {
      const typeId = z.preprocess(
        (value) => Number(value),
        z
          .number()
          .int()
          .refine((id) => context.typeIds.includes(id), 'propertyType'),
      );
      return withDayRange(
        z.object({
          goal: z.enum(['sale', 'rent'], { error: 'goal' }),
          types: listOf(typeId).refine((types) => types.length > 0, 'typesRequired'),
          // only the cities the form offers, each once (a list of 600 once got through and broke the redirect)
          zones: listOf(z.string())
            .refine((zones) => zones.length > 0, 'zonesRequired')
            .refine(
              (zones) =>
                zones.every((zone) => context.zones.includes(zone)) &&
                new Set(zones).size === zones.length,
              'zone',
            ),
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
      ).refine(
        (demand) =>
          demand.priceMin === undefined ||
          demand.priceMax === undefined ||
          demand.priceMin <= demand.priceMax,
        {
          message: 'priceRange',
          path: ['priceMax'],
        },
      );
    },
    fields: [
      {
        kind: 'section',
        // the form's heading says it already; the legend names the group for screen readers
        legend: 'flows.demand.title',
        legendHidden: true,
        blocks: [
          { kind: 'choice', name: 'goal', required: true, choices: 'goals' },
          { kind: 'choice', name: 'types', required: true, multiple: true, choices: 'types' },
          {
            kind: 'select',
            name: 'zones',
            hint: 'zonesHint',
            required: true,
            multiple: true,
            size: 8,
            choices: 'zones',
          },
          {
            kind: 'row',
            columns: 3,
            fields: [
              { kind: 'select', name: 'minRooms', placeholder: '–', choices: 'rooms' },
              { kind: 'text', name: 'priceMin', inputMode: 'numeric' },
              { kind: 'text', name: 'priceMax', inputMode: 'numeric' },
            ],
          },
        ],
      },
      periodSection('fields.movePeriod', 'moveFrom', 'moveUntil', 0),
      PERSON,
      REMARK,
    ],
    captcha: true,
    record: (values) => ({
      kind: 'demand',
      goal: values.goal,
      types: values.types,
      zones: values.zones,
      minRooms: values.minRooms ?? null,
      priceMin: values.priceMin ?? null,
      priceMax: values.priceMax ?? null,
    }),
    mails: CONFIRMATION,
    feedback: 'demand-register',
    // the search the demand stands for, in the list pages' query format: the thank-you page shows its matches at once
    feedbackQuery: (values) => ({
      goal: values.goal,
      type: values.types.map(String),
      city: values.zones,
      ...(values.minRooms === undefined ? {} : { bedrooms: String(values.minRooms) }),
      ...(values.priceMin === undefined ? {} : { min: String(values.priceMin) }),
      ...(values.priceMax === undefined ? {} : { max: String(values.priceMax) }),
    }),
  }),
  valuation: defineFlow({
    schema: (context: FormContext) =>
      z.object({
        // the owner sells or lets (a demand's goal is to buy or rent)
        goal: z.enum(['sale', 'rent'], { error: 'valuationGoal' }),
        propertyType: z.preprocess(
          (value) => Number(value),
          z
            .number({ error: 'propertyType' })
            .int()
            .refine((id) => valuationTypeIds(context.typeIds).includes(id), 'propertyType'),
        ),
        // a valuation needs the address of the property, and says so
        street: requiredText(120, 'address'),
        houseNumber: requiredText(12, 'address'),
        postcode: postcodeOf('address'),
        city: requiredText(80, 'address'),
        ...person,
        remark,
      }),
    fields: [
      {
        kind: 'section',
        legend: 'flows.valuation.title',
        legendHidden: true,
        blocks: [
          {
            kind: 'choice',
            name: 'goal',
            label: 'valuationGoal',
            required: true,
            choices: 'valuationGoals',
          },
          {
            kind: 'select',
            name: 'propertyType',
            required: true,
            placeholder: '–',
            choices: 'valuationTypes',
          },
        ],
      },
      addressSection('property'),
      PERSON,
      REMARK,
    ],
    captcha: true,
    mails: CONFIRMATION,
    feedback: 'contact-demand',
  }),
  friend: defineFlow({
    schema: () =>
      z.object({
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
    fields: [
      ABOUT_LISTING,
      {
        kind: 'row',
        fields: [
          { kind: 'text', name: 'senderName', required: true, autoComplete: 'name' },
          {
            kind: 'text',
            name: 'senderEmail',
            type: 'email',
            required: true,
            autoComplete: 'email',
          },
        ],
      },
      { kind: 'text', name: 'friendEmail', type: 'email', required: true },
      { kind: 'textarea', name: 'message', rows: 3 },
    ],
    captcha: true,
    limits: (values) => [
      { scope: 'sender', value: values.senderEmail, limit: FRIEND_LIMITS.perSender },
      { scope: 'recipient', value: values.friendEmail, limit: FRIEND_LIMITS.perRecipient },
    ],
    subject: aboutListing,
    mails: {
      kind: 'friend',
      sender: (values) => ({ email: values.senderEmail, name: values.senderName }),
      friend: (values) => ({ email: values.friendEmail, message: values.message }),
    },
    feedback: 'send-to-friend',
  }),
  newsletter: defineFlow({
    schema: () => z.object({ email: emailField, consent: tickedBox('consent') }),
    fields: [
      { kind: 'text', name: 'email', type: 'email', required: true, autoComplete: 'email' },
      { kind: 'checkbox', name: 'consent', required: true },
    ],
    // its one field is worth little to a bot
    captcha: false,
    record: (values) => ({ kind: 'subscriber', email: values.email }),
    mails: { kind: 'newsletter', sender: (values) => ({ email: values.email, name: '' }) },
    feedback: 'sign-newsletter',
    privacyNote: 'newsletterPrivacy',
  }),
  testimonial: defineFlow({
    schema: () =>
      z.object({
        name: requiredText(80),
        email: emailField,
        text: requiredText(MAX_REMARK).refine((text) => text.length >= 20, 'tooShort'),
      }),
    fields: [
      {
        kind: 'row',
        fields: [
          { kind: 'text', name: 'name', required: true, autoComplete: 'name' },
          { kind: 'text', name: 'email', type: 'email', required: true, autoComplete: 'email' },
        ],
      },
      { kind: 'textarea', name: 'text', required: true, rows: 6 },
    ],
    captcha: true,
    record: (values) => ({ kind: 'testimonial', name: values.name, text: values.text }),
    mails: {
      kind: 'confirmation',
      sender: (values) => ({ email: values.email, name: values.name }),
    },
    feedback: 'send-testimonial',
    storeFailure: 'testimonialNotSent',
  }),
};

export type Flow = keyof typeof FLOW_ENTRIES;
type SchemaOf<F extends Flow> = ReturnType<(typeof FLOW_ENTRIES)[F]['schema']>;
type ValuesOf = { [F in Flow]: z.output<SchemaOf<F>> };
type InputsOf = { [F in Flow]: z.input<SchemaOf<F>> };
/** What a flow's schema gives: the values its records and mails are made of. */
export type FlowValues<F extends Flow> = ValuesOf[F];
export type FlowInput<F extends Flow> = InputsOf[F];

/** Every flow's entry; indexed with a flow `F`, it keeps that flow's types (schema, values). */
export const FLOW_REGISTRY: { readonly [F in Flow]: FlowEntry<FlowValues<F>, FlowInput<F>> } =
  FLOW_ENTRIES;

/** The request flows, in the order of the registry. */
export const FLOWS = Object.keys(FLOW_REGISTRY) as Flow[];

export function isFlow(value: unknown): value is Flow {
  return typeof value === 'string' && Object.hasOwn(FLOW_REGISTRY, value);
}

export function flowSchema<F extends Flow>(
  flow: F,
  context: FormContext,
): z.ZodType<FlowValues<F>, FlowInput<F>> {
  return FLOW_REGISTRY[flow].schema(context);
}

/** Every flow's schema for one context. */
export function schemas(context: FormContext): { [F in Flow]: SchemaOf<F> } {
  return Object.fromEntries(FLOWS.map((flow) => [flow, flowSchema(flow, context)])) as {
    [F in Flow]: SchemaOf<F>;
  };
}

/** Every field of a form, out of its rows and groups. */
export function formFields(blocks: readonly FormBlock[]): FieldSpec[] {
  return blocks.flatMap((block) =>
    block.kind === 'row'
      ? [...block.fields]
      : block.kind === 'section'
        ? formFields(block.blocks)
        : [block],
  );
}

/** The field of a flow's form with this name. */
export function flowField(flow: Flow, name: string): FieldSpec | undefined {
  return formFields(FLOW_REGISTRY[flow].fields).find((field) => field.name === name);
}

/** What the visitor is told when a request of the flow could not be stored; their input stays on the form. */
export function storeFailure(flow: Flow): FailureKey {
  return FLOW_REGISTRY[flow].storeFailure ?? 'apiError';
}

/** The query a flow's thank-you page gets (`?…`, or nothing): a registered demand's search. */
export function feedbackQuery<F extends Flow>(flow: F, values: FlowValues<F>): string {
  const query = FLOW_REGISTRY[flow].feedbackQuery?.(values);
  if (!query) return '';
  return `?${new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (Array.isArray(value) ? value.map((item) => [key, item]) : [[key, value]])))}`;
}

/** The property or project a request of the flow is about, if any. */
export function flowSubject<F extends Flow>(
  flow: F,
  values: FlowValues<F>,
): FlowSubject | { listingId: null; projectId: null } {
  return FLOW_REGISTRY[flow].subject?.(values) ?? { listingId: null, projectId: null };
}
