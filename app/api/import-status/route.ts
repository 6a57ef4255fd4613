import { NextResponse } from 'next/server';
import { importStatusLine } from '@/lib/import/import-notice';
import { getDatabase } from '@/lib/db/connection';
import { latestImportRuns } from '@/lib/db/import-runs';

export const dynamic = 'force-dynamic';

const HEADERS = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
};

/**
 * GET /api/import-status/: one line on the last import run (issue 35, docs/import.md) — `ok` or
 * `attention`, its time and what became of it (held, refused, listings quarantined, by count and
 * ID only). For the agency's uptime monitor (a keyword check on `ok`) and a glance in the
 * browser; the reasons themselves go to the agency by mail and `npm run import -- --status`.
 */
export async function GET() {
  try {
    const { db } = await getDatabase();
    const [last] = await latestImportRuns(db, 1);
    return new NextResponse(`${importStatusLine(last ?? null)}\n`, { headers: HEADERS });
  } catch (error) {
    console.error(`import status: not read (${error instanceof Error ? error.message : 'error'})`);
    return new NextResponse('unknown: the database did not answer\n', {
      status: 503,
      headers: HEADERS,
    });
  }
}
