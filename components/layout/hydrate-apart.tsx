import { Activity, type ReactNode } from 'react';

/**
 * Content the browser's React hydrates in a pass of its own, after the parts around it (issue 32 ›
 * 3): a visible `<Activity>` boundary. React hydrates what lies outside such boundaries first and
 * each boundary later, at the lowest priority, in a render and commit of its own (sooner when the
 * visitor touches it: the event waits for that part and is replayed). Unlike `<Suspense>`, the
 * boundary is not one on the server: content that waits there holds the HTML back instead of being
 * streamed behind a script, so a page without JavaScript is whole. The cost is two HTML comments.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
