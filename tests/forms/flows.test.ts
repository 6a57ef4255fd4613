import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FLOW_REGISTRY,
  FLOWS,
  flowSchema,
  formFields,
  LABELLED_CHOICES,
  type FormBlock,
} from '@/lib/forms/flows';
import { FEEDBACK_FLOWS } from '@/lib/i18n/pathnames';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

const MESSAGES = { en, nl, fr, de };
const CONTEXT = {
  today: '2026-11-21',
  slots: ['10:00-13:00'],
  typeIds: [1, 2],
  zones: ['Gent|9000'],
};

/** The text at a dotted path of a messages file, or undefined. */
function message(messages: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object' && Object.hasOwn(node, key)
          ? (node as Record<string, unknown>)[key]
          : undefined,
      messages,
    );
}

function legends(blocks: readonly FormBlock[]): string[] {
  return blocks.flatMap((block) =>
    block.kind === 'section' ? [block.legend, ...legends(block.blocks)] : [],
  );
}

/** Every message key a flow's form, mails and thank-you page use. */
function keysOf(flow: (typeof FLOWS)[number]): string[] {
  const entry = FLOW_REGISTRY[flow];
  const fields = formFields(entry.fields).filter((field) => field.kind !== 'hidden');
  return [
    `Forms.flows.${flow}.title`,
    `Forms.flows.${flow}.submit`,
    `Forms.${entry.privacyNote ?? 'privacy'}`,
    `Mail.flows.${flow}`,
    `Feedback.flows.${entry.feedback}.title`,
    `Feedback.flows.${entry.feedback}.body`,
    ...legends(entry.fields).map((legend) => `Forms.${legend}`),
    ...fields.flatMap((field) => [
      `Forms.fields.${field.label ?? field.name}`,
      ...(field.kind === 'select' && field.hint ? [`Forms.fields.${field.hint}`] : []),
      ...((field.kind === 'choice' || field.kind === 'select') && field.choices in LABELLED_CHOICES
        ? LABELLED_CHOICES[field.choices as keyof typeof LABELLED_CHOICES].map(
            (value) => `Forms.fields.${field.choices}.${value}`,
          )
        : []),
    ]),
  ];
}

describe('the flow registry', () => {
  it.each(FLOWS)(
    'declares %s completely: every schema field on the form and every form field in the schema',
    (flow) => {
      const schema = flowSchema(flow, CONTEXT);
      // the object under the schema's refinements and pipes
      let shape: z.ZodType = schema;
      while (!(shape instanceof z.ZodObject)) {
        if (shape instanceof z.ZodPipe) shape = shape.in as z.ZodType;
        else throw new Error(`${flow}: no object schema found`);
      }
      const formNames = formFields(FLOW_REGISTRY[flow].fields).map((field) => field.name);
      expect(new Set(formNames).size, 'each field once').toBe(formNames.length);
      expect([...formNames].sort()).toEqual(Object.keys(shape.shape).sort());
    },
  );

  it.each(FLOWS)('has every text of %s in all four languages', (flow) => {
    const keys = keysOf(flow);
    for (const [locale, messages] of Object.entries(MESSAGES)) {
      const missing = keys.filter(
        (key) => typeof message(messages, key) !== 'string' || message(messages, key) === '',
      );
      expect(missing, `${flow} in ${locale}`).toEqual([]);
    }
  });

  it('ends each flow on a thank-you page of its own, and every thank-you page ends a flow', () => {
    const pages = FLOWS.map((flow) => FLOW_REGISTRY[flow].feedback);
    expect(new Set(pages).size).toBe(FLOWS.length);
    expect([...pages].sort()).toEqual([...FEEDBACK_FLOWS].sort());
  });

  it('guards every flow but the newsletter with the captcha', () => {
    expect(FLOWS.filter((flow) => !FLOW_REGISTRY[flow].captcha)).toEqual(['newsletter']);
  });

  it("gives a registered demand's search to its thank-you page in the list pages' query format", () => {
    const values = flowSchema('demand', CONTEXT).parse({
      goal: 'rent',
      types: ['1', '2'],
      zones: 'Gent|9000',
      minRooms: '2',
      priceMax: '1200',
      title: 'ms',
      firstName: 'Anne',
      lastName: 'Peeters',
      email: 'anne@example.be',
      phone: '+32 470 12 34 56',
    });
    expect(FLOW_REGISTRY.demand.feedbackQuery?.(values)).toEqual({
      goal: 'rent',
      type: ['1', '2'],
      city: ['Gent|9000'],
      bedrooms: '2',
      max: '1200',
    });
  });
});
