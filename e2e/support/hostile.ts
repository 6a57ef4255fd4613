import type { APIRequestContext } from '@playwright/test';
import { actionFields } from './actions';

/** What a stack trace looks like in an answer: none may carry one. */
export const STACK_TRACE = /\n\s+at .+:\d+:\d+|node_modules\/|webpack-internal|Error: .+\n\s+at /;

let addressCounter = 0;
/** An address of its own per request group (TRUST_PROXY_HOPS=1 in the tests' server). */
export const nextAddress = () => `192.0.${(process.pid % 200) + 2}.${(addressCounter++ % 250) + 1}`;

/** A form's hidden fields (the action and its bound arguments, the form token) from its page. */
export async function formOf(
  request: APIRequestContext,
  path: string,
  testId: string,
): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text();
  const fields = actionFields(html, testId);
  const start = html.indexOf(`data-testid="${testId}"`);
  const token = /name="formToken" value="([^"]+)"/.exec(html.slice(start))?.[1];
  return token ? { ...fields, formToken: token } : fields;
}
