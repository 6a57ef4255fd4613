import { useTranslations } from 'next-intl';
import { amountOn, amountSince, COST_RULES, inForce } from '@/lib/costs/rules';
import { formatCurrency, formatDay, formatPercent } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import styles from './costs.module.css';

/** The rules in force on `day`, written out from the one rules file, with the day each began. */
export function CostRules({ locale, day }: { locale: Locale; day: string }) {
  const t = useTranslations('Costs.rules');
  const pct = (fraction: number) => formatPercent(fraction, locale);
  const money = (amount: number) => formatCurrency(amount, locale);
  const date = (iso: string) => formatDay(iso, locale);
  const flanders = inForce(COST_RULES.flanders.registrationDuty, day);
  const wallonia = inForce(COST_RULES.wallonia.registrationDuty, day);
  const brussels = inForce(COST_RULES.brussels.registrationDuty, day);
  const luxembourg = inForce(COST_RULES.luxembourg.registrationDuty, day);
  const credit = amountOn(COST_RULES.luxembourg.bellegenAkt, day);
  const creditSince = amountSince(COST_RULES.luxembourg.bellegenAkt, day);
  const luxembourgVat = inForce(COST_RULES.luxembourg.vat, day);
  const belgianVat = inForce(COST_RULES.belgium.vat, day);
  const notary = inForce(COST_RULES.belgium.notary, day);
  const estimate = inForce(COST_RULES.luxembourg.notaryEstimate, day);
  return (
    <section aria-labelledby="cost-rules" className={styles.rules} data-testid="cost-rules">
      <h2 id="cost-rules">{t('title')}</h2>
      <ul>
        {flanders && (
          <li>
            {t('flanders', {
              ownHome: pct(flanders.ownHome),
              ownHomeSince: date(flanders.since),
              other: pct(flanders.other),
            })}
          </li>
        )}
        {wallonia && (
          <li>
            {t('wallonia', {
              ownHome: pct(wallonia.ownHome),
              since: date(wallonia.since),
              other: pct(wallonia.other),
            })}
          </li>
        )}
        {brussels && (
          <li>
            {t('brussels', {
              rate: pct(brussels.rate),
              abatement: money(brussels.abatement.home),
              ceiling: money(brussels.ceiling.home),
              landAbatement: money(brussels.abatement.land),
              landCeiling: money(brussels.ceiling.land),
              since: date(brussels.since),
            })}
          </li>
        )}
        {luxembourg && credit && creditSince && (
          <li>
            {t('luxembourg', {
              rate: pct(luxembourg.registration + luxembourg.transcription),
              registration: pct(luxembourg.registration),
              transcription: pct(luxembourg.transcription),
              credit: money(credit.amount),
              since: date(creditSince),
              minimum: money(luxembourg.minimum),
            })}
          </li>
        )}
        {belgianVat && luxembourgVat && (
          <li>
            {t('vat', {
              belgium: pct(belgianVat.rate),
              standard: pct(luxembourgVat.standard),
              reduced: pct(luxembourgVat.ownHome),
              cap: money(luxembourgVat.ownHomeMaxSaving),
            })}
          </li>
        )}
        {notary && estimate && (
          <li>
            {t('notary', {
              first: pct(notary.brackets[0]!.rate),
              last: pct(notary.brackets.at(-1)!.rate),
              costs: money(notary.administrativeCosts),
              vat: pct(notary.vatOnFees),
              share: pct(estimate.share),
            })}
          </li>
        )}
      </ul>
    </section>
  );
}
