import { Fragment, type ReactNode } from 'react';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { listCities, listTypes } from '@/lib/data';
import { submitForm } from '@/lib/requests/actions';
import { addDays, TITLES, zoneValue } from '@/lib/forms/fields';
import {
  FLOW_REGISTRY,
  LABELLED_CHOICES,
  type ChoiceSource,
  type Flow,
  type FormBlock,
} from '@/lib/forms/flows';
import { valuationTypeIds } from '@/lib/forms/schemas';
import { formContext, newFormQuestion, newFormToken } from '@/lib/forms/server';
import type { Locale } from '@/lib/i18n/locales';
import { LocaleLink } from '@/components/ui/locale-link';
import {
  CheckboxField,
  ChoiceGroup,
  HiddenField,
  SelectField,
  TextArea,
  TextField,
} from './fields';
import { formTexts } from './form-texts';
import { RequestForm } from './request-form';
import styles from './forms.module.css';

type Props = {
  flow: Flow;
  locale: Locale;
  listingId?: number;
  projectId?: number;
  lead?: ReactNode;
  initialValues?: Record<string, string>;
};

/**
 * A request form of one flow, its fields in the visitor's language. Rendered per request: its
 * signed token and the dates it offers depend on the moment it is served.
 */
export async function FlowForm({ flow, locale, listingId, projectId, lead, initialValues }: Props) {
  await connection();
  const t = await getTranslations({ locale, namespace: 'Forms' });
  const context = formContext(locale);
  const entry = FLOW_REGISTRY[flow];
  const types = listTypes(locale).map((type) => ({ value: String(type.webId), label: type.name }));
  const choices = (source: ChoiceSource): { value: string; label: string }[] => {
    switch (source) {
      case 'titles':
        return TITLES.map((title) => ({ value: title, label: t(`fields.titles.${title}`) }));
      case 'goals':
        return LABELLED_CHOICES.goals.map((goal) => ({
          value: goal,
          label: t(`fields.goals.${goal}`),
        }));
      case 'valuationGoals':
        return LABELLED_CHOICES.valuationGoals.map((goal) => ({
          value: goal,
          label: t(`fields.valuationGoals.${goal}`),
        }));
      case 'slots':
        return context.slots.map((slot) => ({ value: slot, label: slot.replace('-', ' – ') }));
      case 'types':
        return types;
      case 'valuationTypes':
        return types.filter((type) =>
          valuationTypeIds(context.typeIds).includes(Number(type.value)),
        );
      case 'zones':
        return listCities(locale).map((city) => ({
          value: zoneValue(city),
          label: `${city.name} (${city.zip})`,
        }));
      case 'rooms':
        return ['1', '2', '3', '4', '5'].map((rooms) => ({ value: rooms, label: `${rooms}+` }));
    }
  };

  /** The registry's description of the form, as fields in the visitor's language. */
  const render = (block: FormBlock): ReactNode => {
    switch (block.kind) {
      case 'section':
        return (
          <fieldset className={styles.section}>
            <legend className={block.legendHidden ? 'visually-hidden' : undefined}>
              {t(block.legend)}
            </legend>
            {block.blocks.map((inner, index) => (
              <Fragment key={index}>{render(inner)}</Fragment>
            ))}
          </fieldset>
        );
      case 'row':
        return (
          <div
            className={styles.row}
            style={block.columns ? { ['--columns' as string]: block.columns } : undefined}
          >
            {block.fields.map((inner) => (
              <Fragment key={inner.name}>{render(inner)}</Fragment>
            ))}
          </div>
        );
      case 'hidden':
        return (
          <HiddenField
            name={block.name}
            value={String(block.name === 'listingId' ? listingId : projectId)}
          />
        );
    }
    const label = t(`fields.${block.label ?? block.name}`);
    const hint = 'hint' in block && block.hint ? t(`fields.${block.hint}`) : undefined;
    switch (block.kind) {
      case 'text':
        return (
          <TextField
            name={block.name}
            type={block.type}
            label={label}
            required={block.required}
            autoComplete={block.autoComplete}
            inputMode={block.inputMode}
            className={block.wide ? styles.wide : undefined}
          />
        );
      case 'date':
        return (
          <TextField
            name={block.name}
            type="date"
            label={label}
            required={block.required}
            min={addDays(context.today, block.from)}
            max={block.until === undefined ? undefined : addDays(context.today, block.until)}
          />
        );
      case 'textarea':
        return (
          <TextArea name={block.name} label={label} required={block.required} rows={block.rows} />
        );
      case 'checkbox':
        return <CheckboxField name={block.name} label={label} required={block.required} />;
      case 'choice':
        return (
          <ChoiceGroup
            name={block.name}
            label={label}
            required={block.required}
            multiple={block.multiple}
            choices={choices(block.choices)}
          />
        );
      case 'select':
        return (
          <SelectField
            name={block.name}
            label={label}
            hint={hint}
            required={block.required}
            multiple={block.multiple}
            size={block.size}
            placeholder={block.placeholder}
            choices={choices(block.choices)}
          />
        );
    }
  };

  return (
    <RequestForm
      flow={flow}
      action={submitForm.bind(null, flow, locale)}
      token={newFormToken(flow)}
      context={context}
      captcha={entry.captcha ? { challengeUrl: '/api/altcha/', language: locale } : null}
      question={entry.captcha ? await newFormQuestion(flow, locale) : undefined}
      texts={await formTexts(locale, t(`flows.${flow}.submit`))}
      initialValues={initialValues}
      privacy={
        <p>
          {t.rich(entry.privacyNote ?? 'privacy', {
            link: (chunks) => <LocaleLink href="/privacy-statement">{chunks}</LocaleLink>,
          })}
        </p>
      }
    >
      {lead}
      {entry.fields.map((block, index) => (
        <Fragment key={index}>{render(block)}</Fragment>
      ))}
    </RequestForm>
  );
}
