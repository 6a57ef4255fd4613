/** A one-click unsubscribe body is one short form field (RFC 8058); anything larger is refused. */
export const ONE_CLICK_MAX_BYTES = 1024;

/**
 * The token of a one-click unsubscribe request (RFC 8058): a POST whose form body says
 * `List-Unsubscribe=One-Click`, to the address that carries the token. Null for anything else.
 */
export function oneClickRequest(
  contentType: string | null,
  body: string,
  token: string | null,
): string | null {
  if (!token || token.length > 300) return null;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  let fields: URLSearchParams;
  if (type === 'application/x-www-form-urlencoded' || type === '')
    fields = new URLSearchParams(body);
  else if (type === 'multipart/form-data')
    // a multipart body carries the same field; its exact text is enough to tell
    return /name="List-Unsubscribe"\r?\n\r?\nOne-Click\r?\n/.test(body) ? token : null;
  else return null;
  return fields.get('List-Unsubscribe') === 'One-Click' ? token : null;
}
