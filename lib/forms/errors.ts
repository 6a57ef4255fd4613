import { ERROR_KEYS, type ErrorKey } from './fields';

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * One error per field, the first one found (the same one the client form shows), as a message
 * key; a message that is not a known key (a type error zod wrote itself) becomes "invalid input".
 */
export function fieldErrors(issues: readonly Issue[]): Record<string, ErrorKey> {
  const errors: Record<string, ErrorKey> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'form';
    if (Object.hasOwn(errors, path)) continue;
    errors[path] = (ERROR_KEYS as readonly string[]).includes(issue.message)
      ? (issue.message as ErrorKey)
      : 'invalid';
  }
  return errors;
}
