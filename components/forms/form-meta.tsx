'use client';

import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ErrorKey } from '@/lib/forms/fields';

/** An element a field registers: what the form engine reads and validates. */
export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a field spreads on its control: its name, and a ref that tells the form it is there. */
export type FieldRegistration = {
  name: string;
  ref: (element: FieldElement | null) => void;
};

/**
 * What every field of a request form needs: texts, the errors to show, and its registration. No
 * react-hook-form here: the form renders and hydrates without it (see request-form.tsx).
 */
export type FormMeta = {
  errorTexts: Record<ErrorKey, string>;
  requiredText: string;
  optionalText: string;
  /**
   * The errors shown at the fields: the browser's validation once the form engine runs, before
   * that the last server answer's (what a page without JavaScript shows).
   */
  errors: Partial<Record<string, ErrorKey>>;
  /** Values from the last server answer, or to start with. */
  values: Record<string, string | string[]>;
  /** The first field in error, focused on a page rendered by the server. */
  firstError: string | null;
  register: (name: string) => FieldRegistration;
};

export const FormMetaContext = createContext<FormMeta | null>(null);

const noSubscription = () => () => {};

/** True once the form runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A field's id, its error (translated), and what to render it with. */
export function useField(name: string) {
  const meta = useContext(FormMetaContext);
  if (!meta) throw new Error('a form field must be inside a RequestForm');
  const hydrated = useHydrated();
  const errorKey = meta.errors[name];
  const id = `field-${name}`;
  return {
    id,
    errorId: `${id}-error`,
    hintId: `${id}-hint`,
    error: errorKey ? (meta.errorTexts[errorKey] ?? errorKey) : null,
    registration: meta.register(name),
    defaultValue: meta.values[name],
    autoFocus: !hydrated && meta.firstError === name,
    meta,
  };
}
