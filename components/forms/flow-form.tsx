import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { listCities, listTypes } from '@/lib/data';
import { submitForm } from '@/lib/forms/actions';
import { addDays, TITLES, zoneValue } from '@/lib/forms/fields';
import { OFFER_DAYS_VALID, valuationTypeIds, VISIT_DAYS_AHEAD, type Flow } from '@/lib/forms/schemas';
import { formContext, newFormToken } from '@/lib/forms/server';
import { CAPTCHA_FLOWS } from '@/lib/forms/submit';
import type { Locale } from '@/lib/i18n/locales';
import { LocaleLink } from '@/components/ui/locale-link';
import { CheckboxField, ChoiceGroup, HiddenField, SelectField, TextArea, TextField } from './fields';
import { formTexts } from './form-texts';
import { RequestForm } from './request-form';
import styles from './forms.module.css';

type Props = { flow: Flow; locale: Locale; listingId?: number; projectId?: number; lead?: ReactNode; initialValues?: Record<string, string> };

/**
 * A request form of one flow, its fields in the visitor's language. Rendered per request: its
 * signed token and the dates it offers depend on the moment it is served.
 */
export async function FlowForm({ flow, locale, listingId, projectId, lead, initialValues }: Props) {
  await connection();
  const t = await getTranslations({ locale, namespace: 'Forms' });
  const context = formContext(locale);
  const field = (name: string) => t(`fields.${name}` as never);

  const person = (
    <fieldset className={styles.section}>
      <legend>{t('you')}</legend>
      <ChoiceGroup name="title" label={field('title')} required choices={TITLES.map((title) => ({ value: title, label: t(`fields.titles.${title}`) }))} />
      <div className={styles.row}>
        <TextField name="firstName" label={field('firstName')} required autoComplete="given-name" />
        <TextField name="lastName" label={field('lastName')} required autoComplete="family-name" />
      </div>
      <div className={styles.row}>
        <TextField name="email" type="email" label={field('email')} required autoComplete="email" />
        <TextField name="phone" type="tel" label={field('phone')} required autoComplete="tel" />
      </div>
    </fieldset>
  );
  const remark = (required = false) => <TextArea name="remark" label={field('remark')} required={required} />;
  const address = (legend: string) => (
    <fieldset className={styles.section}>
      <legend>{legend}</legend>
      <div className={styles.row} style={{ ['--columns' as string]: 3 }}>
        <TextField name="street" label={field('street')} required autoComplete="address-line1" className={styles.wide} />
        <TextField name="houseNumber" label={field('houseNumber')} required />
      </div>
      <div className={styles.row}>
        <TextField name="postcode" label={field('postcode')} required autoComplete="postal-code" inputMode="numeric" />
        <TextField name="city" label={field('city')} required autoComplete="address-level2" />
      </div>
    </fieldset>
  );
  const types = listTypes(locale).map((type) => ({ value: String(type.webId), label: type.name }));
  /** A period the visitor may give (§5 date rules in the schema): a legend and two days. */
  const period = (legend: string, start: string, end: string, min: string) => (
    <fieldset className={styles.section}>
      <legend>{legend}</legend>
      <div className={styles.row}>
        <TextField name={start} type="date" label={field(start)} min={min} />
        <TextField name={end} type="date" label={field(end)} min={min} />
      </div>
    </fieldset>
  );

  let fields: ReactNode;
  switch (flow) {
    case 'contact':
      fields = (
        <>
          {person}
          {remark(true)}
        </>
      );
      break;
    case 'information':
    case 'documents':
      fields = (
        <>
          <HiddenField name="listingId" value={String(listingId)} />
          {person}
          {remark()}
        </>
      );
      break;
    case 'project':
      fields = (
        <>
          <HiddenField name="projectId" value={String(projectId)} />
          {person}
          {remark()}
        </>
      );
      break;
    case 'visit':
      fields = (
        <>
          <HiddenField name="listingId" value={String(listingId)} />
          <div className={styles.row}>
            <TextField name="date" type="date" label={field('date')} required min={addDays(context.today, 1)} max={addDays(context.today, VISIT_DAYS_AHEAD)} />
          </div>
          <ChoiceGroup name="slot" label={field('slot')} required choices={context.slots.map((slot) => ({ value: slot, label: slot.replace('-', ' – ') }))} />
          {period(field('visitPeriod'), 'periodFrom', 'periodUntil', addDays(context.today, 1))}
          {person}
          {remark()}
        </>
      );
      break;
    case 'offer':
      fields = (
        <>
          <HiddenField name="listingId" value={String(listingId)} />
          <div className={styles.row}>
            <TextField name="amount" label={field('amount')} required inputMode="numeric" />
            <TextField name="validUntil" type="date" label={field('validUntil')} required min={context.today} max={addDays(context.today, OFFER_DAYS_VALID)} />
          </div>
          <TextArea name="conditions" label={field('conditions')} rows={3} />
          {person}
          {address(t('you'))}
          <CheckboxField name="acceptAdvance" label={field('acceptAdvance')} required />
        </>
      );
      break;
    case 'demand': {
      const cities = listCities(locale).map((city) => ({ value: zoneValue(city), label: `${city.name} (${city.zip})` }));
      fields = (
        <>
          <fieldset className={styles.section}>
            {/* the form's heading says it already; the legend names the group for screen readers */}
            <legend className="visually-hidden">{t('flows.demand.title')}</legend>
            <ChoiceGroup name="goal" label={field('goal')} required choices={(['sale', 'rent'] as const).map((goal) => ({ value: goal, label: t(`fields.goals.${goal}`) }))} />
            <ChoiceGroup name="types" label={field('types')} required multiple choices={types} />
            <SelectField name="zones" label={field('zones')} hint={field('zonesHint')} required multiple size={8} choices={cities} />
            <div className={styles.row} style={{ ['--columns' as string]: 3 }}>
              <SelectField name="minRooms" label={field('minRooms')} placeholder="–" choices={['1', '2', '3', '4', '5'].map((rooms) => ({ value: rooms, label: `${rooms}+` }))} />
              <TextField name="priceMin" label={field('priceMin')} inputMode="numeric" />
              <TextField name="priceMax" label={field('priceMax')} inputMode="numeric" />
            </div>
          </fieldset>
          {period(field('movePeriod'), 'moveFrom', 'moveUntil', context.today)}
          {person}
          {remark()}
        </>
      );
      break;
    }
    case 'valuation':
      fields = (
        <>
          <fieldset className={styles.section}>
            <legend className="visually-hidden">{t('flows.valuation.title')}</legend>
            <ChoiceGroup name="goal" label={field('valuationGoal')} required choices={(['sale', 'rent'] as const).map((goal) => ({ value: goal, label: t(`fields.valuationGoals.${goal}`) }))} />
            <SelectField
              name="propertyType"
              label={field('propertyType')}
              required
              placeholder="–"
              choices={types.filter((type) => valuationTypeIds(context.typeIds).includes(Number(type.value)))}
            />
          </fieldset>
          {address(t('property'))}
          {person}
          {remark()}
        </>
      );
      break;
    case 'friend':
      fields = (
        <>
          <HiddenField name="listingId" value={String(listingId)} />
          <div className={styles.row}>
            <TextField name="senderName" label={field('senderName')} required autoComplete="name" />
            <TextField name="senderEmail" type="email" label={field('senderEmail')} required autoComplete="email" />
          </div>
          <TextField name="friendEmail" type="email" label={field('friendEmail')} required />
          <TextArea name="message" label={field('message')} rows={3} />
        </>
      );
      break;
    case 'newsletter':
      fields = (
        <>
          <TextField name="email" type="email" label={field('email')} required autoComplete="email" />
          <CheckboxField name="consent" label={field('consent')} required />
        </>
      );
      break;
    case 'testimonial':
      fields = (
        <>
          <div className={styles.row}>
            <TextField name="name" label={field('name')} required autoComplete="name" />
            <TextField name="email" type="email" label={field('email')} required autoComplete="email" />
          </div>
          <TextArea name="text" label={field('text')} required rows={6} />
        </>
      );
      break;
  }

  return (
    <RequestForm
      flow={flow}
      action={submitForm.bind(null, flow, locale)}
      token={newFormToken(flow)}
      context={context}
      captcha={CAPTCHA_FLOWS.has(flow) ? { challengeUrl: '/api/altcha/', language: locale } : null}
      texts={await formTexts(locale, t(`flows.${flow}.submit`))}
      initialValues={initialValues}
      privacy={<p>{t.rich(flow === 'newsletter' ? 'newsletterPrivacy' : 'privacy', { link: (chunks) => <LocaleLink href="/privacy-statement">{chunks}</LocaleLink> })}</p>}
    >
      {lead}
      {fields}
    </RequestForm>
  );
}
