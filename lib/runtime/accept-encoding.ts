/**
 * Whether a request's Accept-Encoding takes gzip (RFC 9110 § 12.5.3): named, or through `*`,
 * with a weight above zero; `gzip;q=0` refuses it.
 */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  let wildcard: boolean | null = null;
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const weight = parameters
      .map((parameter) => parameter.trim().match(/^q=([\d.]+)$/)?.[1])
      .find((value) => value !== undefined);
    const accepted = weight === undefined || Number(weight) > 0;
    if (name.trim() === 'gzip' || name.trim() === 'x-gzip') return accepted;
    if (name.trim() === '*') wildcard = accepted;
  }
  return wildcard ?? false;
}
