import { revalidatePath } from 'next/cache';
import { NextResponse } from 'next/server';
import { checkDataVersion, takeStalePages } from '@/lib/data/data-follow';
import { installedVersion } from '@/lib/data/load';
import { getDatabase } from '@/lib/db/connection';

export const dynamic = 'force-dynamic';

/**
 * POST /api/data-version/: the instance checks which data set version is current (one row) and
 * follows it; when it switched, every page built ahead or cached is regenerated on its next
 * request (docs/importing-listings.md). Each instance calls its own every DATA_POLL_MS
 * (instrumentation.ts); anybody else calling it only makes that check happen sooner (at most once
 * a second).
 */
export async function POST() {
  try {
    const { db } = await getDatabase();
    const result = await checkDataVersion(db);
    const stale = takeStalePages();
    if (result === 'switched' || stale) revalidatePath('/', 'layout');
    return NextResponse.json({ version: installedVersion(), result: stale ? 'switched' : result });
  } catch (error) {
    console.error(
      `data set versions: check failed (${error instanceof Error ? error.message : 'error'})`,
    );
    return NextResponse.json({ version: installedVersion(), result: 'error' }, { status: 503 });
  }
}
