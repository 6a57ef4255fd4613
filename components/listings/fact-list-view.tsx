'use client';

/**
 * A fact of a description list, its label and value already in the page's language (fact-sections.tsx).
 * `value`: the fact as data (`data-value`), on the lists whose rows are marked.
 */
export type FactRow = { field: string; label: string; text: string; atomic?: true; value?: string };

/**
 * Facts as a description list, a label and a value per row, drawn from those few texts: the
 * page's payload carries the rows, not each row's element tree (issue 32).
 */
export function FactListView({
  rows,
  className,
  rowClassName,
}: {
  rows: FactRow[];
  className?: string;
  rowClassName?: string;
}) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <div
          key={row.field}
          className={rowClassName}
          {...(row.value === undefined ? {} : { 'data-fact': row.field, 'data-value': row.value })}
        >
          <dt>{row.label}</dt>
          <dd>{row.atomic ? <span className="nowrap">{row.text}</span> : row.text}</dd>
        </div>
      ))}
    </dl>
  );
}
