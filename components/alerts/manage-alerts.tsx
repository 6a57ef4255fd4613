import { changeAlerts } from '@/lib/alerts/actions';
import { FREQUENCIES } from '@/lib/alerts/query';
import type { AlertFrequency } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import styles from '@/components/forms/forms.module.css';
import list from './manage-alerts.module.css';

export type ManagedAlert = {
  id: number;
  search: string;
  frequency: AlertFrequency;
  confirmed: boolean;
  searchUrl: string;
};

export type ManageTexts = {
  frequency: string;
  frequencies: Record<AlertFrequency, string>;
  save: string;
  stop: string;
  stopAll: string;
  pending: string;
  none: string;
};

/** Every alert of an address, as the signed manage link opens them: how often, stop one, stop all. */
export function ManageAlerts({
  locale,
  token,
  alerts,
  texts,
}: {
  locale: Locale;
  token: string;
  alerts: ManagedAlert[];
  texts: ManageTexts;
}) {
  const action = changeAlerts.bind(null, locale, token);
  if (alerts.length === 0) return <p className={styles.notice}>{texts.none}</p>;
  return (
    <div className={list.alerts} data-testid="alert-manage">
      <ul className={list.list}>
        {alerts.map((alert) => (
          <li key={alert.id} className={list.alert} data-testid="managed-alert">
            <p className={list.search}>
              <a href={alert.searchUrl}>{alert.search}</a>
              {!alert.confirmed && <span className={list.pending}> ({texts.pending})</span>}
            </p>
            <form action={action} className={list.row}>
              <input type="hidden" name="alert" value={alert.id} />
              <label className={styles.label} htmlFor={`frequency-${alert.id}`}>
                {texts.frequency}
              </label>
              <select
                id={`frequency-${alert.id}`}
                name="frequency"
                defaultValue={alert.frequency}
                className={styles.input}
              >
                {FREQUENCIES.map((value) => (
                  <option key={value} value={value}>
                    {texts.frequencies[value]}
                  </option>
                ))}
              </select>
              <button type="submit" className="button button-secondary">
                {texts.save}
              </button>
              <button type="submit" name="stop" value="1" className="button button-secondary">
                {texts.stop}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <form action={action}>
        <input type="hidden" name="all" value="1" />
        <button type="submit" className="button button-primary" data-testid="alert-stop-all">
          {texts.stopAll}
        </button>
      </form>
    </div>
  );
}
