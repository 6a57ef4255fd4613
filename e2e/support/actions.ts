/**
 * The hidden fields React writes into a server-rendered form so that it works without JavaScript:
 * they name the server action and its bound arguments. Posting them with the form's fields runs
 * the action as a browser without JavaScript would.
 */
export function actionFields(html: string, testId: string): Record<string, string> {
  const start = html.indexOf(`data-testid="${testId}"`);
  if (start < 0) throw new Error(`no form ${testId} on the page`);
  const form = html.slice(start, html.indexOf('</form>', start));
  const unescape = (value: string) => value.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  return Object.fromEntries(
    [...form.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?\/>/g)].map(
      ([, name, value]) => [name!, unescape(value ?? '')],
    ),
  );
}

/** The id of the server action a form posts to (for a request sent the way the client's fetch sends it). */
export function actionId(fields: Record<string, string>): string {
  for (const value of Object.values(fields)) {
    const match = /"id":"([0-9a-f]+)"/.exec(value);
    if (match) return match[1]!;
  }
  throw new Error('the form names no action');
}
