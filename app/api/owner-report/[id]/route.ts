import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { verifySession } from '@/lib/auth/session';
import { getDatabase } from '@/lib/db/connection';
import { ownsListing } from '@/lib/db/owners';
import { getListing } from '@/lib/data';
import { isLocale } from '@/lib/i18n/locales';
import { isFlowNameKey } from '@/lib/i18n/message-keys';
import { brusselsDay } from '@/lib/stats/calendar';
import { propertyDashboard } from '@/lib/stats/portal';
import { CSV_DIALECTS, reportRows, toCsv, type ReportLabels } from '@/lib/stats/report-csv';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * GET /api/owner-report/{id}?locale=fr → the property's figures as a CSV file, for its owner only
 * (logged in: the session cookie). Not logged in: 401; another owner's property, or none: 404,
 * the same answer, so an id tells nothing.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const locale = request.nextUrl.searchParams.get('locale') ?? 'en';
  if (!isLocale(locale))
    return new NextResponse('unknown locale', { status: 400, headers: PRIVATE });
  const owner = await verifySession();
  if (!owner) return new NextResponse('not logged in', { status: 401, headers: PRIVATE });
  const { id: idParam } = await params;
  const id = Number(idParam);
  const { db } = await getDatabase();
  if (!/^[0-9]{1,9}$/.test(idParam) || !(await ownsListing(db, owner.id, id)))
    return new NextResponse('not found', { status: 404, headers: PRIVATE });

  const now = Date.now();
  const dashboard = await propertyDashboard(db, id, getListing(id, locale), now);
  const t = await getTranslations({ locale, namespace: 'Owner' });
  const tFlows = await getTranslations({ locale, namespace: 'Mail.flows' });
  const labels: ReportLabels = {
    header: [t('report.csv.section'), t('report.csv.item'), t('report.csv.value')],
    section: {
      visits: t('stats.visits'),
      chart: t('stats.chart'),
      pages: t('stats.pages'),
      sources: t('stats.media'),
      requests: t('stats.communications'),
      market: t('stats.market.title'),
      demand: t('stats.demand.title'),
      prices: t('stats.prices.title'),
    },
    visits: (window) => t(`stats.${window}`),
    page: (kind) => t(`stats.kinds.${kind}`),
    source: (source) => t(`stats.sources.${source}`),
    request: (kind) => (isFlowNameKey(kind) ? tFlows(kind) : kind),
    market: (row, side) =>
      t(side === 'median' ? 'report.median' : 'report.yours', {
        figure: t(`stats.market.rows.${row}`),
      }),
    comparables: t('report.count'),
  };
  const file = t('report.file', { id, day: brusselsDay(now) });
  const dialect = CSV_DIALECTS[locale];
  return new NextResponse(toCsv(reportRows(dashboard, labels, dialect.decimal), dialect), {
    headers: {
      ...PRIVATE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file}"`,
      'X-Robots-Tag': 'noindex',
    },
  });
}
