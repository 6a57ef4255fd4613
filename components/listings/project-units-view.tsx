'use client';

import { Icon } from '@/components/ui/icon';
import badgeStyles from './banner-badge.module.css';
import styles from './project-units.module.css';

/** A unit of a project as the server worded it (project-units.tsx). */
export type ProjectUnitRow = {
  id: number;
  name: string;
  reference: string;
  surface: string;
  bedrooms: string;
  price: string;
  availability: string;
  unavailable?: true;
  /** The Marquee banner shown beside the availability (new, to take over). */
  banner?: { kind: string; text: string };
  detailHref: string;
  request: 'visit' | 'information';
  requestHref: string;
  requestText: string;
};

export type ProjectUnitTexts = {
  type: string;
  surface: string;
  bedrooms: string;
  price: string;
  status: string;
  link: string;
  viewUnit: string;
};

function Links({ row, viewUnit }: { row: ProjectUnitRow; viewUnit: string }) {
  const name = (
    <span className="visually-hidden">
      {' '}
      – {row.name}, {row.reference}
    </span>
  );
  return (
    <>
      <a href={row.detailHref}>
        {viewUnit}
        {name}
      </a>
      <a
        href={row.requestHref}
        className={`button ${row.request === 'visit' ? 'button-accent' : 'button-secondary'} ${styles.unitButton}`}
        data-unit-request={row.request}
      >
        <Icon name={row.request === 'visit' ? 'calendar-check' : 'info'} size={16} />
        {row.requestText}
        {name}
      </a>
    </>
  );
}

/**
 * A project's units drawn from their worded facts: the page's payload carries those, not the
 * table's and the cards' element trees (issue 32). A table from 600 px up, a card per unit below;
 * CSS shows one.
 */
export function ProjectUnitsView({
  rows,
  texts,
}: {
  rows: ProjectUnitRow[];
  texts: ProjectUnitTexts;
}) {
  return (
    <>
      <div className={styles.tableWrap} data-testid="project-units-table">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{texts.type}</th>
              <th scope="col">{texts.surface}</th>
              <th scope="col">{texts.bedrooms}</th>
              <th scope="col">{texts.price}</th>
              <th scope="col">{texts.status}</th>
              <th scope="col">{texts.link}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-unavailable={row.unavailable}>
                <th scope="row">{row.name}</th>
                <td>{row.surface}</td>
                <td>{row.bedrooms}</td>
                <td>{row.price}</td>
                <td>
                  <span className={styles.availability}>{row.availability}</span>{' '}
                  {row.banner && (
                    <span className={badgeStyles.badge} data-banner={row.banner.kind}>
                      {row.banner.text}
                    </span>
                  )}
                </td>
                <td className={styles.unitActions}>
                  <Links row={row} viewUnit={texts.viewUnit} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.unitCards} data-testid="project-units-cards">
        {rows.map((row) => (
          <li key={row.id} className={styles.unitCard} data-unavailable={row.unavailable}>
            <h3 className={styles.unitName}>{row.name}</h3>
            <dl className={styles.unitFacts}>
              <div>
                <dt>{texts.price}</dt>
                <dd>{row.price}</dd>
              </div>
              <div>
                <dt>{texts.surface}</dt>
                <dd>{row.surface}</dd>
              </div>
              <div>
                <dt>{texts.bedrooms}</dt>
                <dd>{row.bedrooms}</dd>
              </div>
              <div>
                <dt>{texts.status}</dt>
                <dd>{row.availability}</dd>
              </div>
            </dl>
            <p className={styles.unitActions}>
              <Links row={row} viewUnit={texts.viewUnit} />
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
