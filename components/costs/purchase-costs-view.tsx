'use client';

import styles from './costs.module.css';

/** One amount of the table: a situation's cell, its figure formatted and, for the tax, its rate. */
export type CostCell = { amount: number; text: string; rate?: string };

/**
 * A row of the table: which cost (`data-cost`), its name, an optional detail under it, its cells
 * in the order of the columns (`situations`: the payload does not repeat a column's name in each).
 */
export type CostRow = { cost: string; label: string; detail?: string; cells: CostCell[] };

/** The purchase-costs section of a listing, computed and worded on the server. */
export type PurchaseCostsData = {
  region: string;
  title: string;
  lead: string;
  newBuild?: string;
  /** The column headings, one per situation, in the cells' order. */
  situations: { situation: string; label: string }[];
  body: CostRow[];
  foot: CostRow[];
  note: string;
  link: { href: string; text: string };
};

function Row({ row, situations }: { row: CostRow; situations: string[] }) {
  return (
    <tr>
      <th scope="row">
        {row.label}
        {row.detail && <span className={styles.detail}>{row.detail}</span>}
      </th>
      {row.cells.map((cell, index) => (
        <td
          key={situations[index]}
          data-cost={row.cost}
          data-situation={situations[index]}
          data-amount={cell.amount}
        >
          <span className="nowrap">{cell.text}</span>
          {cell.rate && <span className={styles.detail}>{cell.rate}</span>}
        </td>
      ))}
    </tr>
  );
}

/** The cost of buying a listing (purchase-costs-section.tsx), drawn from its texts and figures. */
export function PurchaseCostsView({
  data,
  headingId,
  className,
}: {
  data: PurchaseCostsData;
  headingId: string;
  className?: string;
}) {
  const situations = data.situations.map(({ situation }) => situation);
  return (
    <section
      aria-labelledby={headingId}
      className={className}
      data-testid="purchase-costs"
      data-region={data.region}
    >
      <h2 id={headingId}>{data.title}</h2>
      <p className={styles.sectionLead}>{data.lead}</p>
      {data.newBuild && <p className={styles.sectionLead}>{data.newBuild}</p>}
      <table className={styles.table}>
        <caption className="visually-hidden">{data.title}</caption>
        <thead>
          <tr>
            <td />
            {data.situations.map(({ situation, label }) => (
              <th key={situation} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.body.map((row) => (
            <Row key={row.cost} row={row} situations={situations} />
          ))}
        </tbody>
        <tfoot>
          {data.foot.map((row) => (
            <Row key={row.cost} row={row} situations={situations} />
          ))}
        </tfoot>
      </table>
      <p className={styles.note}>{data.note}</p>
      <a
        href={data.link.href}
        className={`button button-secondary ${styles.open}`}
        data-testid="purchase-costs-link"
      >
        {data.link.text}
      </a>
    </section>
  );
}
