/**
 * The parts of the catalogue that client components translate with `useTranslations`. Only these
 * travel to the browser with every page; server components translate on the server. A test
 * checks that every client component's namespace is listed here.
 */
export const CLIENT_NAMESPACES = ['Listing.searchBox', 'Listing.gallery', 'Pages.home.banner', 'Consent'] as const;

type Tree = { [key: string]: string | Tree };

/** The catalogue cut down to the client namespaces, keeping their nesting. */
export function clientMessages(messages: Tree, namespaces: readonly string[] = CLIENT_NAMESPACES): Tree {
  const picked: Tree = {};
  for (const namespace of namespaces) {
    const path = namespace.split('.');
    let source: string | Tree | undefined = messages;
    for (const key of path) source = typeof source === 'object' ? source[key] : undefined;
    if (source === undefined) throw new Error(`no messages under ${namespace}`);
    let target = picked;
    path.slice(0, -1).forEach((key) => {
      const next = target[key];
      target = (target[key] = typeof next === 'object' ? next : {}) as Tree;
    });
    target[path.at(-1)!] = source;
  }
  return picked;
}
