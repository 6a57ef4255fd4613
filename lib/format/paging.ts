/** Pages around the current one that paging links show. */
export const PAGING_NEIGHBOURS = 2;

/**
 * The page numbers a paging bar shows: the first, the last, and those within two of the current
 * page, with null where numbers are left out (shown as an ellipsis). A gap of one page shows it.
 */
export function pageNumbers(current: number, pageCount: number): (number | null)[] {
  const shown: (number | null)[] = [];
  let previous = 0;
  for (let page = 1; page <= pageCount; page++) {
    const near = Math.abs(page - current) <= PAGING_NEIGHBOURS;
    const edge = page === 1 || page === pageCount;
    if (!near && !edge) continue;
    if (page === previous + 2) shown.push(previous + 1);
    else if (page > previous + 2) shown.push(null);
    shown.push(page);
    previous = page;
  }
  return shown;
}
