/** Preview pages carry a `preview` segment in their path; they are never indexed nor asked for consent. */
export function isPreviewPath(pathname: string): boolean {
  return pathname.split('/').some((segment) => segment.toLowerCase() === 'preview');
}
