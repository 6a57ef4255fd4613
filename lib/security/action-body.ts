/**
 * Whether a server action's body can be decoded by React (`decodeReply`, `decodeAction`) — checked
 * in the proxy, because Next.js answers every body React cannot decode with a 500 (issue 33): a
 * row that is not JSON, a reference to a row that was never sent, nesting deep enough to overflow
 * the stack, a server reference or a stream among the arguments.
 *
 * A body is rows of JSON (the whole text, or the numbered fields of a multipart form); row 0 is
 * the root, and strings starting with `$` refer to other rows or stand for values JSON has not
 * got. This accepts what the site's own forms send (strings, numbers, plain objects and arrays,
 * dates, `undefined`, FormData, a form's bound arguments) and refuses the rest: no action of the
 * site takes a file, a stream, a typed array or a server reference as an argument.
 */

/** Deeper than any argument of the site's actions; far below what overflows the stack. */
export const MAX_ACTION_DEPTH = 64;
const MAX_ROWS = 256;

/** A row by number: its text, `null` for a file, `undefined` when it was not sent. */
export type ActionRows = (id: number) => string | null | undefined;

type Reference = { ok: true; row?: number } | { ok: false };

const SIMPLE = new Set(['$', 'I', 'N', 'u', 'H', 'D', 'K', '-']);
/** Server references, blobs, typed arrays and streams: never an argument of the site's actions. */
const REFUSED = new Set([...'hBAOoUSsLlGgMmVRrXx']);
const HEX = /^[0-9a-f]{1,8}$/i;

function referenceOf(text: string, temporaryReferences: boolean): Reference {
  if (!text.startsWith('$')) return { ok: true };
  const kind = text[1] ?? '';
  if (SIMPLE.has(kind)) return { ok: true };
  if (kind === 'n') return { ok: /^-?\d{1,300}$/.test(text.slice(2)) };
  if (kind === 'T') return { ok: temporaryReferences };
  if (REFUSED.has(kind)) return { ok: false };
  // a promise, Map, Set or iterator of another row, or an outlined row (`$1`)
  const id = kind !== '' && '@QWi'.includes(kind) ? text.slice(2) : text.slice(1);
  // (a path into a row, `$1:a:b`, is refused: React throws on any that does not resolve)
  return HEX.test(id) ? { ok: true, row: parseInt(id, 16) } : { ok: false };
}

/** True when React could not decode the rows from row 0 (a missing, broken or too deep row). */
export function actionRowsProblem(rows: ActionRows, temporaryReferences: boolean): boolean {
  const pending = [0];
  const seen = new Set<number>();
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (seen.size > MAX_ROWS) return true;
    const text = rows(id);
    if (typeof text !== 'string') return true;
    let root: unknown;
    try {
      root = JSON.parse(text);
    } catch {
      return true;
    }
    const stack: [unknown, number][] = [[root, 0]];
    while (stack.length > 0) {
      const [value, depth] = stack.pop()!;
      if (depth > MAX_ACTION_DEPTH) return true;
      if (typeof value === 'string') {
        const reference = referenceOf(value, temporaryReferences);
        if (!reference.ok) return true;
        if (reference.row !== undefined) pending.push(reference.row);
      } else if (value !== null && typeof value === 'object') {
        for (const child of Object.values(value)) stack.push([child, depth + 1]);
      }
    }
  }
  return false;
}

type FormEntries = { get(name: string): FormDataEntryValue | null; keys(): Iterable<string> };

function rowsOf(form: FormEntries, prefix: string): ActionRows {
  return (id) => {
    const value = form.get(`${prefix}${id}`);
    if (value === null) return undefined;
    return typeof value === 'string' ? value : null;
  };
}

/**
 * A call from the page's script (`Next-Action` header): a text body is row 0 itself, a multipart
 * body carries its rows as numbered fields. True when it cannot be decoded.
 */
export function fetchActionProblem(body: string | FormEntries): boolean {
  const rows: ActionRows =
    typeof body === 'string' ? (id) => (id === 0 ? body : undefined) : rowsOf(body, '');
  return actionRowsProblem(rows, true);
}

/**
 * A form posted without JavaScript: a form with bound arguments names them in `$ACTION_REF_n`,
 * and its rows are the fields `$ACTION_n:0`, `$ACTION_n:1`, … True when they cannot be decoded.
 */
export function formActionProblem(form: FormEntries): boolean {
  for (const key of form.keys()) {
    if (!key.startsWith('$ACTION_REF_')) continue;
    const prefix = `$ACTION_${key.slice('$ACTION_REF_'.length)}:`;
    if (actionRowsProblem(rowsOf(form, prefix), false)) return true;
    const meta = form.get(`${prefix}0`);
    try {
      const parsed = JSON.parse(typeof meta === 'string' ? meta : '') as unknown;
      if (
        parsed === null ||
        typeof parsed !== 'object' ||
        typeof (parsed as { id?: unknown }).id !== 'string'
      )
        return true;
    } catch {
      return true;
    }
  }
  return false;
}
