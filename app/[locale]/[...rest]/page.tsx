import { notFound } from 'next/navigation';

/** Any path inside a language that no route claims: the translated 404 of not-found.tsx. */
export default function UnknownPage() {
  notFound();
}
