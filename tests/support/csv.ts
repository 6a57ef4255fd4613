/**
 * A CSV reader for tests (RFC 4180: quoted cells, doubled quotes, CRLF rows), with the separator
 * a spreadsheet with the file's regional settings would use; it drops a leading byte order mark.
 */
export function parseCsv(text: string, separator: ',' | ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const character = body[index]!;
    if (quoted) {
      if (character === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"' && cell === '') quoted = true;
    else if (character === separator) {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && body[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += character;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** A number as a spreadsheet with these regional settings reads it; NaN when it is not one. */
export function readNumber(cell: string, decimal: '.' | ','): number {
  if (!/^-?\d+([.,]\d+)?$/.test(cell) || (decimal === '.' && cell.includes(','))) return Number.NaN;
  return Number(cell.replace(decimal, '.'));
}
