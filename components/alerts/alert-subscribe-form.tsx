import { subscribeAlert } from '@/lib/alerts/actions';
import { FREQUENCIES, queryFields, type AlertQuery, type SubscribeField } from '@/lib/alerts/query';
import type { Goal } from '@/lib/model/types';
import type { AlertFrequency } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import styles from '@/components/forms/forms.module.css';

export type SubscribeTexts = {
  email: string;
  required: string;
  frequency: string;
  frequencies: Record<AlertFrequency, string>;
  consent: string;
  submit: string;
  privacy: string;
};

/**
 * "Alert me": the address, how often, the consent — a plain form to a server action, so it works
 * without JavaScript and adds none. The list search it saves travels in hidden fields; errors come
 * back at their fields, translated, from the page's query.
 */
export function AlertSubscribeForm({
  locale,
  goal,
  query,
  frequency,
  errors,
  texts,
}: {
  locale: Locale;
  goal: Goal;
  query: AlertQuery;
  frequency: AlertFrequency;
  errors: Partial<Record<SubscribeField, string>>;
  texts: SubscribeTexts;
}) {
  const describedBy = (field: SubscribeField) =>
    errors[field] ? `alert-${field}-error` : undefined;
  const error = (field: SubscribeField) =>
    errors[field] ? (
      <p id={`alert-${field}-error`} className={styles.error} data-testid="field-error">
        {errors[field]}
      </p>
    ) : null;
  return (
    <form
      action={subscribeAlert.bind(null, locale)}
      className={styles.form}
      data-testid="alert-form"
      noValidate
    >
      <input type="hidden" name="goal" value={goal} />
      {queryFields(query).map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.field} data-invalid={errors.email ? 'true' : undefined}>
        <label className={styles.label} htmlFor="alert-email">
          {texts.email} <span className={styles.requiredMark}>({texts.required})</span>
        </label>
        <input
          id="alert-email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          className={styles.input}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          autoFocus={Boolean(errors.email)}
        />
        {error('email')}
      </div>
      <fieldset
        className={`${styles.field} ${styles.group}`}
        aria-describedby={describedBy('frequency')}
        data-invalid={errors.frequency ? 'true' : undefined}
      >
        <legend className={styles.label}>{texts.frequency}</legend>
        <div className={styles.choices}>
          {FREQUENCIES.map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="frequency"
                value={value}
                defaultChecked={value === frequency}
              />
              <span>{texts.frequencies[value]}</span>
            </label>
          ))}
        </div>
        {error('frequency')}
      </fieldset>
      <div className={styles.field} data-invalid={errors.consent ? 'true' : undefined}>
        <label className={styles.checkbox} htmlFor="alert-consent">
          <input
            id="alert-consent"
            name="consent"
            type="checkbox"
            value="yes"
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy('consent')}
            autoFocus={!errors.email && Boolean(errors.consent)}
          />
          <span>{texts.consent}</span>
        </label>
        {error('consent')}
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" data-testid="alert-submit">
          {texts.submit}
        </button>
      </div>
      <p className={styles.privacy}>{texts.privacy}</p>
    </form>
  );
}
