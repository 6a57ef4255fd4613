import type { Locale } from './locales';
import type { RouteMatch } from './match-route';
import type { AppRoute } from './pathnames';

/** Per route and parameter: the sets of values that name the same thing in each language. */
export type ParamTranslations = Partial<Record<AppRoute, Record<string, Record<Locale, string>[]>>>;

/** The params of a route in another language: translated where a translation is known, else kept. */
export function translateParams(
  translations: ParamTranslations,
  match: RouteMatch,
  from: Locale,
  to: Locale,
): Record<string, string> {
  const forRoute = translations[match.route] ?? {};
  return Object.fromEntries(
    Object.entries(match.params).map(([name, value]) => {
      const set = forRoute[name]?.find((values) => values[from] === value);
      return [name, set ? set[to] : value];
    }),
  );
}

/** Whether each translated parameter of a match is one of the known values in that language. */
export function hasKnownParams(
  translations: ParamTranslations,
  match: RouteMatch,
  locale: Locale,
): boolean {
  const forRoute = translations[match.route];
  if (!forRoute) return true;
  return Object.entries(forRoute).every(([name, sets]) =>
    sets.some((values) => values[locale] === match.params[name]),
  );
}

/** Several sources of translated parameters as one (their value sets side by side). */
export function mergeParamTranslations(...sources: ParamTranslations[]): ParamTranslations {
  const merged: ParamTranslations = {};
  for (const source of sources) {
    for (const [route, params] of Object.entries(source) as [
      keyof ParamTranslations,
      Record<string, Record<Locale, string>[]>,
    ][]) {
      const target = (merged[route] ??= {});
      for (const [name, sets] of Object.entries(params))
        target[name] = [...(target[name] ?? []), ...sets];
    }
  }
  return merged;
}
