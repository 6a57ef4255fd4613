import { notFound } from 'next/navigation';

/** A path only the `@languages` slot's catch-all would match is no page. */
export default function NoPage() {
  notFound();
}
