'use client';

import { startTransition, useActionState, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { ErrorKey } from '@/lib/forms/fields';
import type { FormState } from '@/lib/forms/form-state';
import type { FormContext } from '@/lib/forms/schemas';
import { Captcha } from './captcha';
import { FormMetaContext, useHydrated } from './form-meta';
import { lazyResolver, loadValidation, type ValidatedForm } from './lazy-resolver';
import styles from './forms.module.css';

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
  /** Values to start with (an address typed in the footer). */
  initialValues?: Record<string, string>;
  /** Shown under the button: what is stored and the privacy statement. */
  privacy?: ReactNode;
  children: ReactNode;
};

/**
 * A request form: validated in the browser with the flow's zod schema (react-hook-form; zod loads
 * when the visitor starts filling it in, see lazy-resolver.ts), sent to
 * its server action, which validates again. With JavaScript off the form posts to the same action
 * and the server renders the errors and the input. Errors sit at their fields (linked with
 * aria-describedby), a banner counts them, and focus moves to the first one.
 */
export function RequestForm({
  flow,
  action,
  token,
  context,
  texts,
  captcha,
  initialValues,
  privacy,
  children,
}: Props) {
  const [state, formAction, pending] = useActionState(action, null);
  const resolver = useMemo(() => lazyResolver(flow, context), [context, flow]);
  // errors appear when the visitor sends, not on leaving a field: an error shown on blur moves the
  // button under a pointer already pressing it; after that, they update as the visitor types
  const methods = useForm({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();

  /** The first control of the first field marked invalid, in the order the visitor sees them. */
  const focusInvalidField = () =>
    formRef.current
      ?.querySelector<HTMLElement>(
        '[data-invalid="true"] input:not([type="hidden"]), [data-invalid="true"] select, [data-invalid="true"] textarea',
      )
      ?.focus();
  // an attempt to send with errors: focus once they have rendered (they come with the new count)
  const { submitCount } = methods.formState;
  const focusedSubmit = useRef(0);
  useEffect(() => {
    if (submitCount === focusedSubmit.current) return;
    focusedSubmit.current = submitCount;
    focusInvalidField();
  }, [submitCount]);

  // the server's field errors join react-hook-form's, and focus goes to the first field in error
  useEffect(() => {
    if (!state) return;
    const entries = Object.entries(state.fieldErrors) as [string, ErrorKey][];
    for (const [name, key] of entries) methods.setError(name, { type: 'server', message: key });
    // the server's errors render after setError's update: focus on the next task
    if (entries.length > 0) setTimeout(focusInvalidField, 0);
    else if (state.failure) bannerRef.current?.focus();
  }, [state, methods]);

  const clientErrorCount = Object.keys(methods.formState.errors).length;
  const serverErrors = state?.fieldErrors ?? {};
  const showFieldBanner = hydrated ? clientErrorCount > 0 : Object.keys(serverErrors).length > 0;

  const meta = {
    errorTexts: texts.errors,
    requiredText: texts.required,
    optionalText: texts.optional,
    serverErrors,
    values: state?.values ?? initialValues ?? {},
    firstError: Object.keys(serverErrors)[0] ?? null,
  };

  return (
    <FormMetaContext value={meta}>
      <FormProvider {...methods}>
        <form
          ref={formRef}
          action={formAction}
          noValidate
          className={styles.form}
          data-testid={`form-${flow}`}
          onFocus={() => void loadValidation()}
          onSubmit={(event) => {
            event.preventDefault();
            void methods.handleSubmit(() => {
              const data = new FormData(formRef.current!);
              startTransition(() => formAction(data));
            })(event);
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
        </form>
      </FormProvider>
    </FormMetaContext>
  );
}
