'use client';

import {
  startTransition,
  useActionState,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ErrorKey } from '@/lib/forms/fields';
import type { FormState, QuestionState } from '@/lib/forms/form-state';
import type { FormContext } from '@/lib/forms/schemas';
import { Captcha } from './captcha';
import type { EngineHandle, EngineState, FormEngine, ValidatedForm } from './form-engine';
import { FormMetaContext, type FieldElement, type FieldRegistration } from './form-meta';
import styles from './forms.module.css';

/** react-hook-form, zod and the schemas: fetched when the visitor first focuses, types in or sends a form. */
const loadEngine = () => import('./form-engine').then((module) => module.FormEngine);

export type RequestFormTexts = {
  submit: string;
  sending: string;
  bannerTitle: string;
  bannerFields: string;
  required: string;
  optional: string;
  honeypot?: string;
  errors: Record<ErrorKey, string>;
  captchaLabel?: string;
  captchaNoScript?: string;
};

type Props = {
  /** The request flow or owner account form, whose schema validates it on both sides. */
  flow: ValidatedForm;
  action: (previous: FormState | null, data: FormData) => Promise<FormState>;
  /** The signed time token of request forms (with the honeypot); account forms have neither. */
  token?: string;
  context: FormContext | null;
  texts: RequestFormTexts;
  /** Present on forms the captcha protects: where the widget gets its challenge, in which language. */
  captcha: { challengeUrl: string; language: string } | null;
  /** On forms the captcha protects, what visitors without JavaScript answer instead (a fresh one per page served). */
  question?: QuestionState;
  /** Values to start with (an address typed in the footer). */
  initialValues?: Record<string, string>;
  /** Shown under the button: what is stored and the privacy statement. */
  privacy?: ReactNode;
  children: ReactNode;
};

/**
 * A request form: server-rendered fields posting to its server action, which validates them with
 * the flow's zod schema. With JavaScript off that is all, and the server renders the errors and the
 * input. In the browser the same schema checks the form first (react-hook-form), but that code,
 * the form engine (form-engine.tsx), loads only when the visitor first focuses or types in the
 * form, or sends it: until then the fields are plain named controls (a send goes to the server,
 * which answers with the errors), and the engine then takes over the elements as they are, typed
 * values, focus and caret included. Errors sit at their
 * fields (linked with aria-describedby), a banner counts them, and focus moves to the first one.
 */
export function RequestForm({
  flow,
  action,
  token,
  context,
  texts,
  captcha,
  question,
  initialValues,
  privacy,
  children,
}: Props) {
  const [state, formAction, pending] = useActionState(action, null);
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  // the fields' elements by name, for the engine to take over; one stable ref callback per name
  const elements = useRef(new Map<string, Set<FieldElement>>());
  const registrations = useRef(new Map<string, FieldRegistration>());
  const engineRef = useRef<EngineHandle | null>(null);
  const register = useCallback((name: string): FieldRegistration => {
    let registration = registrations.current.get(name);
    if (!registration) {
      registration = {
        name,
        ref: (element) => {
          if (!element) return;
          const set = elements.current.get(name) ?? new Set();
          elements.current.set(name, set.add(element));
          engineRef.current?.registerElement(name, element);
        },
      };
      registrations.current.set(name, registration);
    }
    return registration;
  }, []);
  const currentElements = useCallback(() => elements.current, []);

  // the engine's component once its code has arrived; a failed load leaves the checks to the server
  const [Engine, setEngine] = useState<typeof FormEngine | null>(null);
  const engineRequested = useRef(false);
  const startEngine = useCallback(() => {
    if (engineRequested.current) return;
    engineRequested.current = true;
    loadEngine().then(
      (component) => setEngine(() => component),
      () => {
        engineRequested.current = false;
      },
    );
  }, []);
  // the engine's errors and attempts to send, from its first report on (null before it runs)
  const [engineState, setEngineState] = useState<EngineState | null>(null);
  const onReady = useCallback((handle: EngineHandle) => {
    engineRef.current = handle;
  }, []);
  // a visitor already in the form when it hydrated (focus events before hydration are not seen)
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) startEngine();
  }, [startEngine]);

  /** The first control of the first field marked invalid, in the order the visitor sees them. */
  const focusInvalidField = () =>
    formRef.current
      ?.querySelector<HTMLElement>(
        '[data-invalid="true"] input:not([type="hidden"]), [data-invalid="true"] select, [data-invalid="true"] textarea',
      )
      ?.focus();
  // an attempt to send with errors, or the server's errors: focus in the commit that draws them
  // (a layout effect: before the browser paints, so no frame shows the errors with focus elsewhere)
  const focusPending = useRef(false);
  const focusedSubmit = useRef(0);
  useLayoutEffect(() => {
    if (!engineState) return;
    if (engineState.submitCount !== focusedSubmit.current) {
      focusedSubmit.current = engineState.submitCount;
      focusInvalidField();
    } else if (focusPending.current && Object.keys(engineState.errors).length > 0) {
      focusPending.current = false;
      focusInvalidField();
    }
  }, [engineState]);

  // the server's field errors (of a send through the engine) join the engine's, and focus goes to
  // the first field in error; a page the server rendered with errors focuses it itself (autoFocus)
  useEffect(() => {
    if (!state) return;
    if (Object.keys(state.fieldErrors).length > 0) {
      if (engineRef.current) {
        focusPending.current = true;
        engineRef.current.setServerErrors(state.fieldErrors);
      } else focusInvalidField(); // rendered with this answer, as the server's errors
    } else if (state.failure) bannerRef.current?.focus();
  }, [state]);

  const serverErrors = state?.fieldErrors ?? {};
  const errors = engineState ? engineState.errors : serverErrors;
  const showFieldBanner = Object.keys(errors).length > 0;

  const meta = {
    errorTexts: texts.errors,
    requiredText: texts.required,
    optionalText: texts.optional,
    errors,
    values: state?.values ?? initialValues ?? {},
    firstError: Object.keys(serverErrors)[0] ?? null,
    register,
  };

  return (
    <FormMetaContext value={meta}>
      <form
        ref={formRef}
        action={formAction}
        noValidate
        className={styles.form}
        data-testid={`form-${flow}`}
        data-engine={engineState ? 'ready' : undefined}
        onFocus={startEngine}
        onInput={startEngine}
        onChange={(event) => engineRef.current?.onEvent(event)}
        onBlur={(event) => engineRef.current?.onEvent(event)}
        onSubmit={(event) => {
          event.preventDefault();
          const send = () => {
            const data = new FormData(formRef.current!);
            startTransition(() => formAction(data));
          };
          // checked in the browser first once the engine runs; before that (a send at once, a slow
          // or failed load of its code) the server checks it, as without JavaScript, and answers
          // with the errors at their fields: a send never waits on code that may not come
          if (engineRef.current) void engineRef.current.submit(send);
          else {
            send();
            startEngine();
          }
        }}
      >
        {(showFieldBanner || state?.failure) && (
          <div
            ref={bannerRef}
            className={styles.banner}
            role="alert"
            tabIndex={-1}
            data-testid="form-banner"
          >
            <strong>{texts.bannerTitle}</strong>
            <p>{state?.failure && state.failureText ? state.failureText : texts.bannerFields}</p>
          </div>
        )}
        {token !== undefined && (
          <>
            <input type="hidden" name="formToken" value={state?.token ?? token} />
            <div className={styles.honeypot} aria-hidden="true">
              <label>
                {texts.honeypot}
                <input
                  type="text"
                  name="website"
                  tabIndex={-1}
                  autoComplete="off"
                  defaultValue=""
                />
              </label>
            </div>
          </>
        )}
        {children}
        {captcha && (
          <Captcha
            challengeUrl={captcha.challengeUrl}
            language={captcha.language}
            label={texts.captchaLabel ?? ''}
            noScript={texts.captchaNoScript ?? ''}
            question={state?.question ?? question ?? null}
          />
        )}
        <div className={styles.actions}>
          <button
            type="submit"
            className="button button-accent button-large"
            disabled={pending}
            aria-disabled={pending}
          >
            {pending ? texts.sending : texts.submit}
          </button>
        </div>
        {privacy && <div className={styles.privacy}>{privacy}</div>}
        {Engine && (
          <Engine
            form={flow}
            context={context}
            elements={currentElements}
            serverErrors={serverErrors}
            onReady={onReady}
            onState={setEngineState}
          />
        )}
      </form>
    </FormMetaContext>
  );
}
