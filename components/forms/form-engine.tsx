'use client';

import { useEffect, useLayoutEffect, useMemo, useRef, type SyntheticEvent } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountSchemas, type AccountForm } from '@/lib/auth/forms';
import type { ErrorKey } from '@/lib/forms/fields';
import { flowSchema, type Flow } from '@/lib/forms/flows';
import type { FormContext } from '@/lib/forms/schemas';
import type { FieldElement } from './form-meta';

/** A form whose zod schema the browser checks: a request flow or an owner account form. */
export type ValidatedForm = Flow | AccountForm;

/** What the form gets from its engine once it runs. */
export type EngineHandle = {
  /** Validates what the form holds; calls `send` only when it is valid. */
  submit: (send: () => void) => Promise<void>;
  /** The server's field errors, shown as the engine's until the visitor fixes them. */
  setServerErrors: (errors: Partial<Record<string, ErrorKey>>) => void;
  /** A change or blur in the form (delegated from the form element). */
  onEvent: (event: SyntheticEvent) => void;
  /** A field element mounted after the engine started. */
  registerElement: (name: string, element: FieldElement) => void;
};

/** The engine's errors and attempts to send, for the form to render. */
export type EngineState = { errors: Partial<Record<string, ErrorKey>>; submitCount: number };

/**
 * What a group of controls holds now, the way react-hook-form reads it from the DOM: a radio
 * group its checked value (or null), checkboxes of one name the checked values (a single one
 * true or false, or its value), a multiple select its selected values, anything else its value.
 */
function currentValue(elements: readonly FieldElement[]): unknown {
  const [first] = elements;
  if (!first) return undefined;
  if (first instanceof HTMLInputElement && first.type === 'radio')
    return (elements as HTMLInputElement[]).find((radio) => radio.checked)?.value ?? null;
  if (first instanceof HTMLInputElement && first.type === 'checkbox') {
    const boxes = elements as HTMLInputElement[];
    if (boxes.length > 1) return boxes.filter((box) => box.checked).map((box) => box.value);
    return first.getAttribute('value') ? first.checked && first.value : first.checked;
  }
  if (first instanceof HTMLSelectElement && first.multiple)
    return [...first.selectedOptions].map((option) => option.value);
  return first.value;
}

/**
 * The browser's validation of a request form, loaded when the visitor first focuses or types in
 * it (request-form.tsx): react-hook-form with the form's zod schema, the one the server uses. It
 * renders nothing and wraps nothing, so the fields stay mounted as they are: it registers the
 * elements the fields rendered, keeping what the visitor typed, checked or chose before it ran
 * (and the focus and caret: no value is written back), and hands its methods and errors up.
 */
export function FormEngine({
  form,
  context,
  elements,
  serverErrors,
  onReady,
  onState,
}: {
  form: ValidatedForm;
  context: FormContext | null;
  /** The fields' elements by name, as registered so far. */
  elements: () => ReadonlyMap<string, ReadonlySet<FieldElement>>;
  /** The last server answer's field errors, to start with. */
  serverErrors: Partial<Record<string, ErrorKey>>;
  onReady: (handle: EngineHandle) => void;
  onState: (state: EngineState) => void;
}) {
  const resolver = useMemo(
    () =>
      zodResolver(
        form in accountSchemas
          ? accountSchemas[form as AccountForm]
          : flowSchema(form as Flow, context!),
      ) as unknown as Resolver<FieldValues>,
    [context, form],
  );
  // errors appear when the visitor sends, not on leaving a field: an error shown on blur moves the
  // button under a pointer already pressing it; after that, they update as the visitor types
  const methods = useForm({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { errors, submitCount } = methods.formState;

  const started = useRef(false);
  // reading the elements and registering them in one go: no keystroke can fall between the two
  useLayoutEffect(() => {
    if (started.current) return;
    started.current = true;
    const fields = elements();
    methods.reset(
      Object.fromEntries(
        [...fields].map(([name, set]) => [
          name,
          currentValue([...set].filter((element) => element.isConnected)),
        ]),
      ),
    );
    for (const [name, set] of fields) {
      const { ref } = methods.register(name);
      for (const element of set) if (element.isConnected) ref(element);
    }
    for (const [name, key] of Object.entries(serverErrors))
      if (key) methods.setError(name, { type: 'server', message: key });
    onReady({
      submit: (send) => methods.handleSubmit(send)(),
      setServerErrors: (next) => {
        for (const [name, key] of Object.entries(next))
          if (key) methods.setError(name, { type: 'server', message: key });
      },
      // react-hook-form's change handler, the same for every field, finds the field by the target's name
      onEvent: (event) => {
        const { name } = event.target as FieldElement;
        if (name && elements().has(name)) void methods.register(name).onChange(event);
      },
      registerElement: (name, element) => methods.register(name).ref(element),
    });
  });

  const shown = Object.fromEntries(
    Object.entries(errors).map(([name, error]) => [name, error?.message as ErrorKey | undefined]),
  );
  const key = JSON.stringify([shown, submitCount]);
  // the first report is the server's errors the engine starts with: this first render had none
  // (the layout effect hands them to react-hook-form after it), and a report of none would take
  // them and the banner off the screen for a frame, and have a screen reader announce it twice
  const reported = useRef(false);
  useEffect(() => {
    const first = !reported.current;
    reported.current = true;
    onState({ errors: first ? serverErrors : shown, submitCount });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the errors are the key's
  }, [key]);
  return null;
}
