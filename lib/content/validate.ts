import type { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type PathSegment = PropertyKey;

/** How an array entry names itself: `id "services"`, or a feed record's `ID 4101, fr`. */
function nameOf(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (typeof record.id === 'string' || typeof record.id === 'number') return `id "${record.id}"`;
  if (typeof record.ID === 'number' || typeof record.ID === 'string') {
    return typeof record.language === 'string'
      ? `ID ${record.ID}, ${record.language}`
      : `ID ${record.ID}`;
  }
  return null;
}

/**
 * `menu[2] (id "services") › childMenus[0] (id "sell") › params.title.de`: the entries on the
 * way (array items, named by their id when they have one), then the field inside the last one.
 */
export function describeIssuePath(path: readonly PathSegment[], data: unknown): string {
  const parts: string[] = [];
  let field: string[] = [];
  let current: unknown = data;
  path.forEach((segment) => {
    const next =
      current && typeof current === 'object'
        ? (current as Record<PropertyKey, unknown>)[segment]
        : undefined;
    if (typeof segment === 'number') {
      const label = field.join('.');
      const name = nameOf(next);
      parts.push(`${label}[${segment}]${name ? ` (${name})` : ''}`);
      field = [];
    } else {
      field.push(String(segment));
    }
    current = next;
  });
  if (field.length > 0) parts.push(field.join('.'));
  return parts.length > 0 ? parts.join(' › ') : '(the whole file)';
}

export function formatIssues(
  file: string,
  issues: readonly z.core.$ZodIssue[],
  data: unknown,
): string {
  const lines = issues.map(
    (issue) => `  - ${describeIssuePath(issue.path, data)}: ${issue.message}`,
  );
  return `${file} is not valid:\n${lines.join('\n')}`;
}

/** Parses a configuration file's content, or throws a ConfigError naming the file, entry and field. */
export function parseConfigFile<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
  file: string,
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ConfigError(formatIssues(file, result.error.issues, data));
  return result.data;
}
