import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';

/** For pages that call notFound(); paths that name no page are answered by page-not-found. */
export default async function NotFound() {
  return <NotFoundContent locale={await getLocale()} />;
}
