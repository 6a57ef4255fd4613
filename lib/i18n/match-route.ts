import { normalizePathname } from './internal-path';
import { LOCALES, type Locale } from './locales';
import { APP_ROUTES, isValidParam, localizedTemplate, type AppRoute } from './pathnames';

export type RouteMatch = { route: AppRoute; params: Record<string, string> };

type CompiledTemplate = {
  route: AppRoute;
  pattern: RegExp;
  paramNames: string[];
  dynamic: boolean;
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|\\]/g, '\\$&');
}

function compile(route: AppRoute, template: string, flags: string): CompiledTemplate {
  const paramNames: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      const param = /^\[([a-z]+)\]$/i.exec(segment);
      if (!param?.[1]) return escapeRegExp(segment);
      paramNames.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  return {
    route,
    pattern: new RegExp(`^${source}$`, flags),
    paramNames,
    dynamic: paramNames.length > 0,
  };
}

/** Static templates first, so `/services` never falls into a `[param]` of another route. */
function byStaticFirst(a: CompiledTemplate, b: CompiledTemplate): number {
  return Number(a.dynamic) - Number(b.dynamic);
}

const templatesPerLocale = new Map<Locale, CompiledTemplate[]>(
  LOCALES.map((locale) => [
    locale,
    APP_ROUTES.map((route) => compile(route, localizedTemplate(route, locale), '')).sort(
      byStaticFirst,
    ),
  ]),
);

/** Internal paths: the folders under app/[locale], as the router's segments name them. */
const internalTemplates: CompiledTemplate[] = APP_ROUTES.map((route) =>
  compile(route, route, ''),
).sort(byStaticFirst);

/** Legacy (unprefixed) paths: the internal name or any language's path, in any letter case. */
const legacyTemplates: CompiledTemplate[] = APP_ROUTES.flatMap((route) => [
  compile(route, route, 'i'),
  ...LOCALES.map((locale) => compile(route, localizedTemplate(route, locale), 'i')),
]).sort(byStaticFirst);

function firstMatch(templates: CompiledTemplate[], pathname: string): RouteMatch | null {
  const normalized = normalizePathname(pathname);
  for (const template of templates) {
    const found = template.pattern.exec(normalized);
    if (!found) continue;
    const params: Record<string, string> = {};
    template.paramNames.forEach((name, index) => {
      params[name] = found[index + 1] ?? '';
    });
    if (Object.entries(params).every(([name, value]) => isValidParam(name, value))) {
      return { route: template.route, params };
    }
  }
  return null;
}

/** Which route a visible path (without its language prefix) of one language stands for. */
export function matchLocalizedPath(pathname: string, locale: Locale): RouteMatch | null {
  return firstMatch(templatesPerLocale.get(locale) ?? [], pathname);
}

/** Which route an internal path (`/services/vente`, `/feedback/site-contact`) belongs to. */
export function matchInternalPath(pathname: string): RouteMatch | null {
  return firstMatch(internalTemplates, pathname);
}

/** Which route an unprefixed path of the spec's route table (or any language's path) stands for. */
export function matchLegacyPath(pathname: string): RouteMatch | null {
  return firstMatch(legacyTemplates, pathname);
}
