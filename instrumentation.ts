/** Every minute, each instance sends what is due in the outbox (claims keep instances from sending twice). */
export const OUTBOX_INTERVAL_MS = 60_000;

export async function register() {
  const { isNodeRuntime } = await import('./lib/config');
  if (!isNodeRuntime()) return;
  // first, so that the limits of the very first requests count by the right address
  const { installPeerHeader } = await import('./server/peer-header');
  installPeerHeader();
  const { installRequestSignals } = await import('./server/request-signal');
  installRequestSignals();
  const { siteSecret } = await import('./lib/security/secret');
  const { configuredSiteUrl } = await import('./lib/runtime/site-url');
  const { serverEnv } = await import('./lib/config');
  const { omnicasaSettings } = await import('./lib/crm/omnicasa/settings');
  try {
    siteSecret();
    configuredSiteUrl();
    // a CRM set up wrong would lose its leads: say which variable (docs/crm-omnicasa.md)
    omnicasaSettings(serverEnv());
  } catch (error) {
    // sessions, signed links and forms cannot work without the secret, nor absolute links (mails,
    // the print view's QR code, canonical links) without the public origin: refuse to serve at all
    console.error(
      `Cannot start: ${error instanceof Error ? error.message : String(error)}. See README › Configuration.`,
    );
    process.exit(1);
  }
  // migrations at start-up; if the database is down, browsing still works and requests retry it
  const { getDatabase } = await import('./lib/db/connection');
  const ready = getDatabase();
  ready.catch((error: unknown) =>
    console.error(
      `database: not ready at start-up (${error instanceof Error ? error.message : 'error'}); requests will retry`,
    ),
  );
  // the imported data set version, if any, before the first request (docs/importing-listings.md)
  const { startFollowingData } = await import('./lib/data/follow-runner');
  await startFollowingData(ready);
  const { demoOwnerWanted, ensureDemoOwner, DEMO_OWNER } = await import('./lib/auth/demo-owner');
  if (demoOwnerWanted()) {
    const { latestListings } = await import('./lib/data');
    const { DEFAULT_LOCALE } = await import('./lib/i18n/language-settings');
    const properties = [
      ...latestListings(DEFAULT_LOCALE, 'sale', 2),
      ...latestListings(DEFAULT_LOCALE, 'rent', 1),
    ].map((listing) => listing.id);
    ready
      .then(({ db }) => ensureDemoOwner(db, properties))
      .then(
        (result) =>
          result === 'created' &&
          console.info(
            `owner portal: demo owner "${DEMO_OWNER.username}" created (docs/owner-portal.md)`,
          ),
      )
      .catch((error: unknown) =>
        console.error(
          `owner portal: demo owner not created (${error instanceof Error ? error.message : 'error'})`,
        ),
      );
  }
  const { deliverOutbox } = await import('./lib/mail/deliver');
  setInterval(() => void deliverOutbox(), OUTBOX_INTERVAL_MS).unref();
}
