'use client';

import { createContext, useContext, useSyncExternalStore } from 'react';
import { get, useFormContext } from 'react-hook-form';
import type { ErrorKey } from '@/lib/forms/fields';

/** What every field of a request form needs besides react-hook-form: texts and the server's answer. */
export type FormMeta = {
  errorTexts: Record<ErrorKey, string>;
  requiredText: string;
  optionalText: string;
  /** Field errors and values from the last server answer (what a page without JavaScript shows). */
  serverErrors: Partial<Record<string, ErrorKey>>;
  values: Record<string, string | string[]>;
  /** The first field in error, focused on a page rendered by the server. */
  firstError: string | null;
};

export const FormMetaContext = createContext<FormMeta | null>(null);

const noSubscription = () => () => {};

/** True once the form runs in the browser (react-hook-form has the errors from then on). */
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
  const { register, formState } = useFormContext();
  const hydrated = useHydrated();
  const clientError = (get(formState.errors, name) as { message?: string } | undefined)?.message as
    ErrorKey | undefined;
  const errorKey = hydrated ? clientError : meta.serverErrors[name];
  const id = `field-${name}`;
  return {
    id,
    errorId: `${id}-error`,
    hintId: `${id}-hint`,
    error: errorKey ? (meta.errorTexts[errorKey] ?? errorKey) : null,
    registration: register(name),
    defaultValue: meta.values[name],
    autoFocus: !hydrated && meta.firstError === name,
    meta,
  };
}
