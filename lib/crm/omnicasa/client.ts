/**
 * A client of Omnicasa's public web service (docs/crm-omnicasa.md). Every call is
 * `GET {base}{Method}Json?json={url-encoded JSON}`, the JSON carrying the customer's name and
 * password, the language and the call's own parameters; the answer is
 * `{"{Method}JsonResult": {"Code", "Success", "Message", "Value"}}`, where a list is
 * `Value.Items` with `Value.RowsCount`, paged by `Limit1`/`Limit2` (first and last row, from 1).
 * Property names are read without regard to case, as the known clients do.
 *
 * What the network does wrong is handled here, once: a total time limit per attempt (an answer
 * that never ends is cut), a size limit, retries with exponential back-off on timeouts, network
 * errors and 5xx answers (never on 4xx, nor on `Success: false`, which is the CRM's own "no"),
 * and errors that name the call and the CRM's message.
 */

export type OmnicasaCredentials = {
  /** e.g. `https://newapi.omnicasa.com/1.13/OmnicasaService.svc/` (a trailing slash is added). */
  baseUrl: string;
  customerName: string;
  customerPassword: string;
};

export type OmnicasaClientOptions = OmnicasaCredentials & {
  /** One attempt's time limit, answer included (ms). */
  timeoutMs?: number;
  /** Attempts after the first, for failures worth another try. */
  retries?: number;
  /** The first back-off (ms); each retry waits twice the last, with up to a quarter more at random. */
  backoffMs?: number;
  /** The largest answer taken (bytes). */
  maxBytes?: number;
  /** Rows asked per page of a list. */
  pageSize?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
};

/** Why a call failed: the CRM said no, the answer was not its envelope, or the network failed. */
export type OmnicasaFailure =
  'refused' | 'malformed' | 'http' | 'timeout' | 'network' | 'too-large';

export class OmnicasaError extends Error {
  override name = 'OmnicasaError';
  constructor(
    readonly method: string,
    readonly failure: OmnicasaFailure,
    detail: string,
    /** The CRM's own `Code` and `Message` when it answered `Success: false`. */
    readonly crm?: { code: unknown; message: string },
    readonly status?: number,
  ) {
    super(`Omnicasa ${method}: ${detail}`);
  }

  /** Whether another attempt may succeed. */
  get retryable(): boolean {
    return (
      this.failure === 'timeout' ||
      this.failure === 'network' ||
      (this.failure === 'http' && (this.status ?? 0) >= 500)
    );
  }
}

export type JsonRecord = { readonly [key: string]: unknown };

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A property of a record, its name matched without regard to case (`GoogleX`, `googlex`…). */
export function field(record: JsonRecord, name: string): unknown {
  if (Object.hasOwn(record, name)) return record[name];
  const lower = name.toLowerCase();
  for (const key of Object.keys(record)) if (key.toLowerCase() === lower) return record[key];
  return undefined;
}

export type OmnicasaClient = {
  /** One call; resolves with its `Value`. */
  call(method: string, params?: JsonRecord): Promise<unknown>;
  /** Every row of a paged list call (`Value.Items`), page after page. */
  list(method: string, params?: JsonRecord): Promise<JsonRecord[]>;
};

const DEFAULTS = {
  timeoutMs: 20_000,
  retries: 3,
  backoffMs: 500,
  maxBytes: 50 * 1024 * 1024,
  pageSize: 50,
};

/** More pages than this for one list is taken for a CRM that does not move on. */
const MAX_PAGES = 10_000;

export function omnicasaClient(options: OmnicasaClientOptions): OmnicasaClient {
  const settings = { ...DEFAULTS, ...options };
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise((done) => setTimeout(done, ms)));
  const base = settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`;

  async function attempt(method: string, params: JsonRecord): Promise<unknown> {
    const json = JSON.stringify({
      CustomerName: settings.customerName,
      CustomerPassword: settings.customerPassword,
      ...params,
    });
    const url = `${base}${encodeURIComponent(method)}Json?json=${encodeURIComponent(json)}`;
    const signal = AbortSignal.timeout(settings.timeoutMs);
    let text: string;
    try {
      const response = await doFetch(url, { headers: { accept: 'application/json' }, signal });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new OmnicasaError(
          method,
          'http',
          `HTTP ${response.status}`,
          undefined,
          response.status,
        );
      }
      text = await readCapped(method, response, settings.maxBytes);
    } catch (error) {
      if (error instanceof OmnicasaError) throw error;
      if (signal.aborted)
        throw new OmnicasaError(method, 'timeout', `no whole answer in ${settings.timeoutMs} ms`);
      throw new OmnicasaError(
        method,
        'network',
        error instanceof Error ? error.message : 'network error',
      );
    }
    return unwrap(method, text);
  }

  async function call(method: string, params: JsonRecord = {}): Promise<unknown> {
    for (let tried = 0; ; tried++) {
      try {
        return await attempt(method, params);
      } catch (error) {
        if (!(error instanceof OmnicasaError) || !error.retryable || tried >= settings.retries)
          throw error;
        const wait = settings.backoffMs * 2 ** tried;
        await sleep(wait + Math.random() * wait * 0.25);
      }
    }
  }

  async function list(method: string, params: JsonRecord = {}): Promise<JsonRecord[]> {
    const rows: JsonRecord[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const first = page * settings.pageSize + 1;
      const value = await call(method, {
        ...params,
        Limit1: first,
        Limit2: first + settings.pageSize - 1,
      });
      // a call that is not paged answers the whole list as its Value
      if (page === 0 && Array.isArray(value)) {
        if (!value.every(isRecord))
          throw new OmnicasaError(method, 'malformed', 'a row that is no object');
        return value;
      }
      if (!isRecord(value) || !Array.isArray(field(value, 'Items')))
        throw new OmnicasaError(method, 'malformed', 'a list answer without Items');
      const items = field(value, 'Items') as unknown[];
      const total = Number(field(value, 'RowsCount'));
      for (const item of items) {
        if (!isRecord(item))
          throw new OmnicasaError(method, 'malformed', 'a row that is no object');
        rows.push(item);
      }
      const known = Number.isInteger(total) && total >= 0;
      if (
        items.length === 0 ||
        (known && rows.length >= total) ||
        (!known && items.length < settings.pageSize)
      )
        return rows;
    }
    throw new OmnicasaError(method, 'malformed', `more than ${MAX_PAGES} pages`);
  }

  return { call, list };
}

/** The answer's text, at most `maxBytes`: a larger one is refused before it is all read. */
async function readCapped(method: string, response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new OmnicasaError(method, 'too-large', `an answer of ${declared} bytes`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new OmnicasaError(method, 'too-large', `an answer over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The `Value` of `{"{Method}JsonResult": {Success, Message, Value}}`, or the reason it is not there. */
export function unwrap(method: string, text: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new OmnicasaError(method, 'malformed', `an answer that is not JSON: ${excerpt(text)}`);
  }
  const result = isRecord(body) ? (field(body, `${method}JsonResult`) ?? body) : body;
  if (!isRecord(result) || field(result, 'Success') === undefined)
    throw new OmnicasaError(method, 'malformed', `an unexpected answer: ${excerpt(text)}`);
  if (field(result, 'Success') !== true) {
    const message = String(field(result, 'Message') ?? '').trim() || 'no message';
    throw new OmnicasaError(method, 'refused', `the CRM said no: ${message}`, {
      code: field(result, 'Code'),
      message,
    });
  }
  return field(result, 'Value');
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 120)}…` : flat || '(empty)';
}
