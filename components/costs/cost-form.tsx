import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { COST_REGIONS, PROPERTY_KINDS, SITUATIONS } from '@/lib/costs/calculate';
import { FINANCING_DEFAULTS, type CostField } from '@/lib/costs/form';
import { formatPercent } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import { isCostErrorKey } from '@/lib/i18n/message-keys';
import styles from './costs.module.css';

type Props = {
  action: string;
  locale: Locale;
  /** The query as typed, shown back in the fields. */
  values: Partial<Record<CostField, string>>;
  /** Message keys of `Costs.errors` per field. */
  errors: Partial<Record<CostField, string>>;
};

/**
 * The calculator's plain GET form: it works without JavaScript (the server reads the query and
 * renders the result), and every field says what is wrong with it next to it.
 */
export function CostForm({ action, locale, values, errors }: Props) {
  const t = useTranslations('Costs');
  const hasErrors = Object.keys(errors).length > 0;
  const described = (field: CostField, hint?: boolean) =>
    [hint ? `${field}-hint` : null, errors[field] ? `${field}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const error = (field: CostField) => {
    const key = errors[field];
    return key && isCostErrorKey(key) ? (
      <p id={`${field}-error`} className={styles.error}>
        {t(`errors.${key}`)}
      </p>
    ) : null;
  };
  const choices = <Option extends string>(
    field: CostField,
    options: readonly Option[],
    label: string,
    fallback: Option | null,
    labelOf: (option: Option) => string,
    hint?: ReactNode,
  ) => (
    <fieldset className={styles.choices} aria-describedby={described(field, Boolean(hint))}>
      <legend>{label}</legend>
      {hint && (
        <p id={`${field}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name={field}
              value={option}
              defaultChecked={(values[field] ?? fallback) === option}
              required
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
      {error(field)}
    </fieldset>
  );
  const text = (field: CostField, label: string, hint?: string, required = false) => (
    <div className={styles.field}>
      <label htmlFor={`cost-${field}`}>{label}</label>
      {hint && (
        <p id={`${field}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        id={`cost-${field}`}
        name={field}
        type="text"
        inputMode={field === 'rate' ? 'decimal' : 'numeric'}
        defaultValue={values[field] ?? ''}
        required={required}
        autoComplete="off"
        aria-describedby={described(field, Boolean(hint))}
        aria-invalid={errors[field] ? true : undefined}
      />
      {error(field)}
    </div>
  );

  return (
    <form
      action={action}
      method="get"
      className={styles.form}
      aria-labelledby="cost-form-title"
      data-testid="cost-form"
      noValidate
    >
      <h2 id="cost-form-title">{t('form.title')}</h2>
      {hasErrors && (
        <p className={styles.banner} role="alert" data-testid="cost-errors">
          {t('errors.banner')}
        </p>
      )}
      {text('price', t('form.price'), t('form.priceHint'), true)}
      {choices('region', COST_REGIONS, t('form.region'), null, (region) =>
        t(`form.regions.${region}`),
      )}
      {choices('situation', SITUATIONS, t('form.situation'), 'own-home', (situation) =>
        t(`form.situations.${situation}`),
      )}
      {choices('kind', PROPERTY_KINDS, t('form.kind'), 'home', (kind) => t(`form.kinds.${kind}`))}
      {choices('build', ['existing', 'new'] as const, t('form.build'), 'existing', (build) =>
        t(`form.builds.${build}`),
      )}
      {choices(
        'buyers',
        ['1', '2'] as const,
        t('form.buyers'),
        '1',
        (count) => t(`form.buyerCounts.${count}`),
        t('form.buyersHint'),
      )}
      <fieldset className={styles.group}>
        <legend>{t('form.financing')}</legend>
        <p className={styles.hint}>
          {t('form.financingHint', {
            rate: formatPercent(FINANCING_DEFAULTS.ratePercent / 100, locale),
            years: FINANCING_DEFAULTS.years,
            share: formatPercent(FINANCING_DEFAULTS.ownFundsShare, locale),
          })}
        </p>
        {text('ownFunds', t('form.ownFunds'), t('form.ownFundsHint'))}
        <div className={styles.pair}>
          {text('rate', t('form.rate'))}
          {text('years', t('form.years'))}
        </div>
      </fieldset>
      <button type="submit" className="button button-primary">
        {t('form.submit')}
      </button>
    </form>
  );
}
