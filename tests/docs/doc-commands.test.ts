import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { enqueueCrmCall, enqueueMail } from '@/lib/db/outbox';
import { storeTestimonial } from '@/lib/db/requests';
import { storeSubmission } from '@/lib/db/submissions';
import { requestAppointment } from '@/lib/db/visits';
import { addDays, todayInBrussels } from '@/lib/forms/fields';
import { migratedDatabase } from '../support/database';
import {
  docCommands,
  inlineCommands,
  scratchProject,
  untaggedCommands,
} from '../support/doc-commands';
import { asOmnicasaProject, asOmnicasaProperty, asOmnicasaType } from '../support/omnicasa-rows';
import {
  startOmnicasaStandIn,
  STAND_IN_CUSTOMER,
  type OmnicasaStandIn,
} from '../support/omnicasa-stand-in';

/*
 * Issue 35: every command line of README.md and docs/*.md (tests/support/doc-commands.ts) is in
 * the table below, which says how it is executed as written: here (`run`: spawned with
 * `bash -c '<line>'` in a scratch copy of the project, its exit code and output checked), by
 * another test that reads it from its doc (`runBy`), or not at all, with the reason (`notRun`).
 * A command line added to the docs without a row here fails the first test.
 */

const ROOT = path.resolve(__dirname, '../..');

type Context = {
  /** The scratch copy of the project the lines run in (tests/support/doc-commands.ts). */
  world: string;
  env: Record<string, string>;
  standIn?: OmnicasaStandIn;
};
type Step = {
  exit: number;
  /** Text (or patterns) the command's output (stdout and stderr) holds. */
  prints: (string | RegExp)[];
  before?: (context: Context) => Promise<void> | void;
};
type Entry = { run: Step } | { runBy: string } | { notRun: string };

const SECRET = randomBytes(32).toString('hex');
/** The production environment of docs/operations.md, for a scratch project; no SMTP_URL. */
const environment = (world: string, more: Record<string, string> = {}): Record<string, string> => ({
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: world,
  LANG: 'C.UTF-8',
  SITE_URL: 'https://www.example.be',
  SESSION_SECRET: SECRET,
  npm_config_update_notifier: 'false',
  ...more,
});

const databaseOf = (context: Context) =>
  migratedDatabase(`file:${path.join(context.world, 'var', 'site.sqlite')}`);

// ---------------------------------------------------------------------------------------------
// Feeds for the import lines: the bundled data set, changed as each line needs it.

type Payload = { listings: Record<string, unknown>[] } & Record<string, unknown>;
const bundled = (): Payload =>
  JSON.parse(readFileSync(path.join(ROOT, 'data', 'listings.json'), 'utf8')) as Payload;
const idsOf = (payload: Payload) => [...new Set(payload.listings.map((record) => record.ID))];

/** One listing's price up by 1,000 in every language. */
function repriced(payload = bundled()): Payload {
  const first = idsOf(payload)[0];
  for (const record of payload.listings)
    if (record.ID === first) record.Price = Number(record.Price) + 1000;
  return payload;
}
/** Every other listing left out: more than 20 % removed, so the import holds it. */
function halved(payload = bundled()): Payload {
  const ids = idsOf(payload);
  return { ...payload, listings: payload.listings.filter((r) => ids.indexOf(r.ID) % 2 === 0) };
}
/** A listing whose French record has a postcode that is no postcode: quarantined, or refused. */
const BAD_LISTING = 4105;
function withOneBadListing(payload = repriced()): Payload {
  for (const record of payload.listings)
    if (record.ID === BAD_LISTING && record.language === 'fr') record.Zip = 'not a postcode';
  return payload;
}
function writeFeed(context: Context, file: string, payload: Payload) {
  const folder = path.join(context.world, 'export');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, file), JSON.stringify(payload));
}

// ---------------------------------------------------------------------------------------------
// The table.

const VITEST_LINE =
  'a vitest run of its own, not nested in this one; CI runs every one of these files (npm run test:all), and this test checks the paths it names exist';
const BUILD_LINE =
  'a production build (3 to 5 minutes); CI builds the site the same way before its browser tests (npm run e2e)';
const E2E_LINE =
  'Playwright against a built and started site; CI runs every spec (npm run test:all), and this test checks the specs it names exist';
const ROOT_LINE =
  'needs root and systemd on the server; tests/docs/operations.test.ts checks each such line (tool, units and files named) without running it';

const TABLE: Record<string, Record<string, Entry>> = {
  'README.md': {
    [`export SITE_URL=http://localhost:3000 && npm ci && npm run build && SESSION_SECRET="$(node -e "console.log(require('crypto').randomBytes(32).toString('hex'))")" npm start`]:
      {
        notRun:
          'a fresh install, a 3-5 minute build and a server that runs until stopped; npm ci would replace the node_modules every test here uses. The secret part is docs/operations.md’s line, run there; e2e builds and starts the site as npm start does (playwright.config.ts)',
      },
    'npm ci && npm run test:all': {
      runBy: '.ci/run',
    },
  },
  'docs/operations.md': {
    [`node -e "console.log(require('crypto').randomBytes(32).toString('hex'))"`]: {
      runBy: 'tests/docs/operations.test.ts',
    },
    'sudo useradd --system --home-dir /srv/horizon --shell /usr/sbin/nologin horizon': {
      notRun: ROOT_LINE,
    },
    'sudo install -d -o root -g horizon -m 0750 /etc/horizon': { notRun: ROOT_LINE },
    'sudo install -o root -g horizon -m 0640 .env.example /etc/horizon/horizon.env': {
      notRun: ROOT_LINE,
    },
    'sudo install -d -o horizon -g horizon -m 0750 /var/log/horizon /srv/backups': {
      notRun: ROOT_LINE,
    },
    'sudo cp deploy/systemd/horizon-web.service deploy/systemd/horizon-alerts.service deploy/systemd/horizon-alerts.timer deploy/systemd/horizon-owner-reports.service deploy/systemd/horizon-owner-reports.timer deploy/systemd/horizon-import.service deploy/systemd/horizon-import.timer deploy/systemd/horizon-backup.service deploy/systemd/horizon-backup.timer /etc/systemd/system/':
      { notRun: ROOT_LINE },
    'sudo systemctl daemon-reload': { notRun: ROOT_LINE },
    'sudo systemctl enable --now horizon-web.service horizon-alerts.timer horizon-owner-reports.timer horizon-import.timer horizon-backup.timer':
      { notRun: ROOT_LINE },
    '*/10 * * * * cd /srv/horizon && set -a && . /etc/horizon/horizon.env && set +a && npm run --silent alerts >> /var/log/horizon/alerts.log 2>&1':
      { runBy: 'tests/docs/operations.test.ts' },
    '0 7 * * * cd /srv/horizon && set -a && . /etc/horizon/horizon.env && set +a && npm run --silent owner-reports >> /var/log/horizon/owner-reports.log 2>&1':
      { runBy: 'tests/docs/operations.test.ts' },
    '15 3 * * * cd /srv/horizon && set -a && . /etc/horizon/horizon.env && set +a && npm run --silent import -- /srv/exports/latest/ >> /var/log/horizon/import.log 2>&1':
      { runBy: 'tests/docs/operations.test.ts' },
    '30 2 * * * cd /srv/horizon && set -a && . /etc/horizon/horizon.env && set +a && npm run --silent db:backup -- /srv/backups/horizon-$(date +\\%Y-\\%m-\\%d-\\%H\\%M).backup >> /var/log/horizon/backup.log 2>&1':
      { runBy: 'tests/docs/operations.test.ts' },
    "45 2 * * * find /srv/backups -name 'horizon-*.backup' -mtime +14 -delete": {
      runBy: 'tests/docs/operations.test.ts',
    },
    'cd /srv/horizon && set -a && . /etc/horizon/horizon.env && set +a && npm run --silent db:restore -- "$(ls -t /srv/backups/horizon-*.backup | head -n 1)"':
      { runBy: 'tests/docs/operations.test.ts' },
    'sudo systemctl start horizon-web.service': { notRun: ROOT_LINE },
  },
  'docs/layout.md': {
    'npx vitest run tests/architecture': { notRun: VITEST_LINE },
  },
  'docs/import-photos.md': {
    'IMPORT_PHOTO_ALLOW_PRIVATE=1 IMPORT_PHOTO_MAX_BYTES=5000 npm run --silent import -- "$FEED" --dry-run':
      { runBy: 'tests/db/import-photos.test.ts' },
    'npx vitest run tests/media/fetch-photo.test.ts tests/db/import-photos.test.ts': {
      notRun: VITEST_LINE,
    },
  },
  'docs/import.md': {
    'npm run --silent import -- export/ --dry-run      # reports; exits 2 if it would be held, 1 if refused':
      {
        run: {
          before: (context) => writeFeed(context, 'listings.json', halved()),
          exit: 2,
          prints: [/It would be held: it removes 75 of 150 listings/, 'import: dry run'],
        },
      },
    'npm run --silent import -- export/                # imports; bad listings are quarantined (the default)':
      {
        run: {
          before: (context) => writeFeed(context, 'listings.json', withOneBadListing()),
          exit: 0,
          prints: [
            `listing ${BAD_LISTING}: kept at its last good version`,
            `(ID ${BAD_LISTING}, fr) › Zip: Invalid string`,
            /import: version 1 is current/,
          ],
        },
      },
    'npm run --silent import -- export/ --strict       # one bad listing refuses the whole feed (as before)':
      {
        run: {
          exit: 1,
          prints: [
            'export/: 1 listing is not valid (--strict refuses the whole feed):',
            `(ID ${BAD_LISTING}, fr) › Zip: Invalid string`,
            'import: the feed is not valid; nothing changed.',
          ],
        },
      },
    'npm run --silent import -- export/ --accept       # imports a held feed': {
      run: {
        before: (context) => writeFeed(context, 'listings.json', halved()),
        exit: 0,
        prints: [/import: version 2 is current/],
      },
    },
    "npm run --silent import -- --status               # the last import's status line, earlier lines, details":
      { run: { exit: 0, prints: [/^ok \S+ imported: version 2 is current/] } },
    'curl -s https://www.example.be/api/import-status/ # the status line, for a monitor or a browser':
      {
        notRun:
          'asks the live site; e2e/import.spec.ts asks a built site for app/api/import-status/, tests/db/import-quarantine.test.ts checks the line it answers, --status above prints it',
      },
  },
  'docs/importing-listings.md': {
    'npm run import -- export/listings.json          # a file, or a folder whose .json files are parts of one feed':
      {
        run: {
          before: (context) => writeFeed(context, 'listings.json', repriced()),
          exit: 0,
          prints: [/price changes: 1\n/, /import: version 1 is current/],
        },
      },
    'npm run import -- export/ --dry-run             # reports, and exits as the real run would (docs/import.md)':
      {
        run: {
          before: (context) => writeFeed(context, 'part-1.json', halved(repriced())),
          exit: 2,
          prints: [/It would be held/, 'import: dry run'],
        },
      },
    'npm run import -- export/ --accept              # imports a feed that was held': {
      run: { exit: 0, prints: [/import: version 2 is current/] },
    },
    'npm run import -- --rollback                    # the previous version again (from the first: the bundled data set)':
      { run: { exit: 0, prints: ['import: rolled back, version 1 is current'] } },
    'npm run import -- --list                        # the versions kept, * the current one': {
      run: { exit: 0, prints: [/^\* 1 .* 150 listings .*export\/listings\.json$/m] },
    },
  },
  'docs/scripts.md': {
    'npm run db:migrate': {
      run: {
        exit: 0,
        prints: [/db:migrate: applied .*-import-runs, .* to \/\S+\/var\/site\.sqlite\n/],
      },
    },
    "OWNER_PASSWORD='a sentence only Martine knows' npm run owner:create -- --username martine --email martine@example.be --language fr":
      { run: { exit: 0, prints: ['owner:create: owner #1 "martine" created'] } },
    'npm run owner:link -- --owner martine --listing 4101 --listing 4102': {
      run: { exit: 0, prints: ['owner:link: martine now has 4101, 4102'] },
    },
    'npm run owner:link -- --owner martine --listing 999999   # refused, exit code 1: the site has no listing 999999':
      { run: { exit: 1, prints: [/^owner: .*999999.*: nothing was linked$/m] } },
    'npm run owner:reset -- --owner martine': {
      run: {
        exit: 0,
        prints: [
          /owner:reset: single-use link for martine, valid one hour: https:\/\/www\.example\.be\/fr\/\S+\/\?reset=\S+/,
        ],
      },
    },
    'npm run testimonials': {
      run: {
        before: storeWhatVisitorsSent,
        exit: 0,
        prints: ['#1 [fr]', 'Un suivi impeccable du début à la fin.'],
      },
    },
    'npm run testimonials -- --approve 1': {
      run: { exit: 0, prints: ['testimonials: #1 approved'] },
    },
    'npm run slots -- list --listing 4101': {
      run: {
        exit: 0,
        prints: [/#1 \d{4}-\d{2}-\d{2} 10:00-13:00 property 4101: waiting for the visitor/],
      },
    },
    'npm run slots -- hold 1': { run: { exit: 0, prints: ['slots: #1 held'] } },
    'npm run preview-link -- property-management --days 30': {
      run: {
        exit: 0,
        prints: [
          /preview-link: "property-management" \(\w+\), valid until \d{4}-/,
          /^fr https:\/\/www\.example\.be\/fr\/\S+\?token=\S+$/m,
          /^de https:\/\/www\.example\.be\/de\/\S+\?token=\S+$/m,
        ],
      },
    },
    'npm run outbox': {
      run: {
        exit: 0,
        prints: [
          'outbox: 1 not delivered (0 CRM call(s)), 0 recently delivered',
          /#1 agency-notification to o…@horizon-immo\.example \(request 2\)/,
        ],
      },
    },
    'npm run outbox -- --retry': {
      run: { exit: 0, prints: ['outbox: 1 row(s) due; SMTP_URL is not set: no mail sent'] },
    },
    'npm run alerts': {
      run: {
        exit: 0,
        prints: [
          'alerts: no imported data set version yet: nothing is news',
          /alerts: 0 alert\(s\) due, 0 listing\(s\) reported in 0 mail\(s\); outbox: SMTP_URL not set, mails wait/,
        ],
      },
    },
    'npm run owner-reports': {
      run: { exit: 0, prints: [/owner-reports: \d+ owner\(s\) due, \d+ report\(s\) queued/] },
    },
    'npm run db:backup -- var/site-copy.sqlite': {
      run: {
        exit: 0,
        prints: [
          /db:backup: \/\S+\/var\/site\.sqlite → \/\S+\/var\/site-copy\.sqlite \(\d+ bytes\)/,
        ],
      },
    },
    'DATABASE_URL=file:var/site-restored.sqlite npm run db:restore -- var/site-copy.sqlite': {
      run: {
        exit: 0,
        prints: [
          /db:restore: \S+\/var\/site-copy\.sqlite → var\/site-restored\.sqlite \(\d+ tables\)/,
        ],
      },
    },
  },
  'docs/crm-omnicasa.md': {
    'npm run import -- --from omnicasa --dry-run        # 9.1 s wall clock, tsx start included, on the loaded 2-core machine':
      {
        run: {
          exit: 0,
          prints: ['listings: 150 → 151', '990001', 'import: dry run, nothing changed.'],
        },
      },
    'npm run import -- --from omnicasa': {
      run: { exit: 0, prints: [/import: version 1 is current/] },
    },
    'npm run import -- --list': {
      run: { exit: 0, prints: [/^\* 1 .* 151 listings .*omnicasa\.json$/m] },
    },
    'npm run import -- --from omnicasa                  # the stand-in refusing: exit code 1': {
      run: {
        before: ({ standIn }) =>
          standIn!.failNext('GetPropertyList', { kind: 'refuse', message: 'Customer is blocked.' }),
        exit: 1,
        prints: ['import: Omnicasa GetPropertyList: the CRM said no: Customer is blocked.'],
      },
    },
    'OMNICASA_PASSWORD= npm run import -- --from omnicasa': {
      run: { exit: 1, prints: ['import: OMNICASA_PASSWORD must be set when CRM=omnicasa'] },
    },
    'npm run outbox              # every row not delivered: pending (attempt, next try, last error) or failed':
      {
        run: {
          before: (context) => queueContactCall(context),
          exit: 0,
          prints: ['outbox: 1 not delivered (1 CRM call(s)), 0 recently delivered'],
        },
      },
    'npm run outbox -- --retry   # makes them all due now (a failed one gets one more attempt) and delivers:':
      { run: { exit: 0, prints: ['outbox: CRM calls 1 delivered, 0 failed'] } },
    'npm run outbox -- --retry': {
      run: {
        before: async (context) => {
          await queueContactCall(context);
          context.standIn!.failNext('ContactOnMe', { kind: 'http', status: 500 });
        },
        exit: 0,
        prints: [
          'outbox: CRM calls 0 delivered, 1 failed',
          /#1 omnicasa ContactOnMe \(request –\), created .*: pending, attempt 1, next .*, last error: Omnicasa ContactOnMe: HTTP 500/,
        ],
      },
    },
    'npm run outbox -- --retry                          # the stand-in answering again': {
      run: {
        exit: 0,
        prints: [
          'outbox: CRM calls 1 delivered, 0 failed',
          'outbox: 0 not delivered (0 CRM call(s)), 1 recently delivered',
          /#1 omnicasa ContactOnMe \(request –\), created .*: delivered /,
        ],
      },
    },
  },
  'docs/figures-and-mails.md': {
    'npx vitest run tests/format tests/costs tests/favourites tests/stats/report-csv.test.ts tests/alerts tests/components/favourites-link.test.tsx':
      { notRun: VITEST_LINE },
    'npx vitest run tests/i18n': { notRun: VITEST_LINE },
    'SITE_URL=http://127.0.0.1:3207 BUILD_SKIP_TYPECHECK=1 npm run build': { notRun: BUILD_LINE },
    'E2E_PORT=3207 npx playwright test e2e/favourites.spec.ts e2e/shell.spec.ts e2e/alerts.spec.ts e2e/owner-portal.spec.ts':
      { notRun: E2E_LINE },
  },
  'docs/language-links.md': {
    'npx vitest run tests/i18n tests/components/language-links.test.tsx tests/media': {
      notRun: VITEST_LINE,
    },
    'SITE_URL=http://127.0.0.1:3202 BUILD_SKIP_TYPECHECK=1 npm run build': { notRun: BUILD_LINE },
    'E2E_PORT=3202 npx playwright test e2e/link-crawl.spec.ts e2e/map.spec.ts -g "crawl|poster"': {
      notRun: E2E_LINE,
    },
  },
  'docs/no-javascript-forms.md': {
    'npx vitest run tests/forms/question.test.ts tests/requests/submit.test.ts tests/components/question-field.test.tsx':
      { notRun: VITEST_LINE },
    'SITE_URL=http://127.0.0.1:$PORT BUILD_SKIP_TYPECHECK=1 npm run build': { notRun: BUILD_LINE },
    'E2E_PORT=$PORT npx playwright test e2e/no-javascript-forms.spec.ts': { notRun: E2E_LINE },
  },
  'docs/regulation-luxembourg.md': {
    'npx vitest run tests/costs': { notRun: VITEST_LINE },
  },
  'docs/search-words.md': {
    'npx vitest run tests/words tests/search-box tests/components/search-box.test.tsx': {
      notRun: VITEST_LINE,
    },
    'E2E_PORT=3208 npx playwright test e2e/search-words.spec.ts e2e/search-box.spec.ts': {
      notRun: E2E_LINE,
    },
    'npm run bench:words        # also part of npm run bench': {
      notRun:
        'a benchmark at 100,000 listings (minutes, and a figure only worth having on an idle machine); its numbers are recorded in docs/search-words.md and docs/measured.md',
    },
  },
};

/** What visitors would have sent: a testimonial, a visit request and its notification mail. */
async function storeWhatVisitorsSent(context: Context) {
  const { db } = await databaseOf(context);
  try {
    const submission = (kind: string) => storeSubmission(db, { kind, locale: 'fr', payload: {} });
    await storeTestimonial(db, {
      submissionId: await submission('testimonial'),
      locale: 'fr',
      name: 'Claire',
      text: 'Un suivi impeccable du début à la fin.',
    });
    const visit = await submission('visit');
    await requestAppointment(
      db,
      {
        submissionId: visit,
        listingId: 4101,
        date: addDays(todayInBrussels(), 3),
        slot: '10:00-13:00',
        holder: 'visitor-link',
      },
      3,
    );
    await enqueueMail(db, {
      submissionId: visit,
      purpose: 'agency-notification',
      recipient: 'office@horizon-immo.example',
      subject: 'Visit request',
      html: '<p>Visit request</p>',
      text: 'Visit request',
    });
  } finally {
    await db.destroy();
  }
}

/** `ContactOnMe` queued as a visit request with CRM=omnicasa queues it (docs/crm-omnicasa.md). */
async function queueContactCall(context: Context) {
  const { db } = await databaseOf(context);
  try {
    await enqueueCrmCall(db, {
      submissionId: null,
      method: 'ContactOnMe',
      params: { ObjectID: 4101, Name: 'Dupont', FirstName: 'Claire', LanguageId: 2 },
      subject: 'Visit request',
      text: 'Visit request',
    });
  } finally {
    await db.destroy();
  }
}

// ---------------------------------------------------------------------------------------------
// Each doc whose lines run here: its scratch project and environment.

const worlds: string[] = [];
afterAll(() => {
  for (const world of worlds) rmSync(world, { recursive: true, force: true });
});

async function omnicasaContext(world: string): Promise<Context> {
  const standIn = await startOmnicasaStandIn();
  const data = bundled() as unknown as Record<
    'listings' | 'projects' | 'webIDs',
    Record<string, unknown>[]
  >;
  const languageIds = { nl: 1, fr: 2, en: 3, de: 4 };
  const onlyInCrm = (locale: string) =>
    data.listings
      .filter((row) => row.ID === 4101 && row.language === locale)
      .map((row) => asOmnicasaProperty({ ...structuredClone(row), ID: 990_001 }));
  const byLanguage = (
    list: Record<string, unknown>[],
    as: (row: Record<string, unknown>) => Record<string, unknown>,
    more: (locale: string) => Record<string, unknown>[] = () => [],
  ) =>
    new Map(
      Object.entries(languageIds).map(([locale, id]) => [
        id,
        [...list.filter((row) => row.language === locale).map(as), ...more(locale)],
      ]),
    );
  standIn.lists.set('GetPropertyList', byLanguage(data.listings, asOmnicasaProperty, onlyInCrm));
  standIn.lists.set('GetProjectList', byLanguage(data.projects, asOmnicasaProject));
  standIn.lists.set('GetWebIDList', byLanguage(data.webIDs, asOmnicasaType));
  standIn.answer('ContactOnMe', () => null);
  return {
    world,
    standIn,
    env: environment(world, {
      CRM: 'omnicasa',
      OMNICASA_URL: standIn.baseUrl,
      OMNICASA_CUSTOMER: STAND_IN_CUSTOMER.customerName,
      OMNICASA_PASSWORD: STAND_IN_CUSTOMER.customerPassword,
      OMNICASA_LANGUAGE_IDS: 'nl=1,fr=2,en=3,de=4',
    }),
  };
}

async function contextFor(doc: string): Promise<Context> {
  const world = scratchProject(ROOT);
  worlds.push(world);
  if (doc === 'docs/crm-omnicasa.md') return omnicasaContext(world);
  return { world, env: environment(world) };
}

/** `bash -c '<line>'` in the scratch project, asynchronously (the CRM stand-in answers meanwhile). */
function runLine(line: string, context: Context) {
  return new Promise<{ status: number | null; out: string }>((resolve, reject) => {
    const child = spawn('bash', ['-c', line], {
      cwd: context.world,
      env: context.env as Record<string, string> as NodeJS.ProcessEnv, // no NODE_ENV, as cron
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, out }));
  });
}

// ---------------------------------------------------------------------------------------------

const commands = docCommands(ROOT);
const entryOf = (doc: string, command: string) => TABLE[doc]?.[command];
const scripts = Object.keys(
  (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: object })
    .scripts,
);

describe('the command lines of README.md and docs/*.md', () => {
  it('are each in the table, and the table holds no line the docs no longer give', () => {
    expect(commands.length).toBeGreaterThan(40);
    const missing = commands
      .filter(({ doc, command }) => !entryOf(doc, command))
      .map(({ doc, line, command }) => `${doc}:${line}: ${command}`);
    expect(missing, 'command lines with no row in the table').toEqual([]);
    const given = new Set(commands.map(({ doc, command }) => `${doc}\n${command}`));
    const stale = Object.entries(TABLE).flatMap(([doc, rows]) =>
      Object.keys(rows)
        .filter((command) => !given.has(`${doc}\n${command}`))
        .map((command) => `${doc}: ${command}`),
    );
    expect(stale, 'rows of the table for lines no doc gives').toEqual([]);
  });

  it('are in bash or console blocks, not in untagged ones where no test would see them', () => {
    expect(
      untaggedCommands(ROOT).map(({ doc, line, command }) => `${doc}:${line}: ${command}`),
    ).toEqual([]);
  });

  it('name npm scripts and files that exist, inline commands of the text included', () => {
    const inline = inlineCommands(ROOT);
    expect(inline.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const { doc, line, command } of [...commands, ...inline]) {
      for (const match of command.matchAll(/\bnpm run (?:--silent )?([\w:-]+)/g))
        if (!scripts.includes(match[1]!)) problems.push(`${doc}:${line}: no script ${match[1]}`);
      const words = command.split(/\s+/);
      const files = words.filter((word) =>
        /^(tests|e2e|deploy|scripts|server|bench|demo|lib|app|data)\/[\w./-]*$/.test(word),
      );
      const script = words[words.indexOf('node') + 1];
      // `node server.js` runs inside the standalone release the build writes (docs/deployment.md)
      if (words.includes('node') && /^[\w./-]+\.[cm]?[jt]s$/.test(script ?? ''))
        if (script !== 'server.js') files.push(script!);
      for (const file of new Set(files))
        if (!existsSync(path.join(ROOT, file))) problems.push(`${doc}:${line}: no ${file}`);
    }
    expect(problems).toEqual([]);
  });

  it('run by another test are read by that test from their doc', () => {
    for (const [doc, rows] of Object.entries(TABLE))
      for (const [command, entry] of Object.entries(rows)) {
        if (!('runBy' in entry)) continue;
        const file = path.join(ROOT, entry.runBy);
        expect(existsSync(file), `${entry.runBy} (${doc}: ${command})`).toBe(true);
        const text = readFileSync(file, 'utf8');
        // a test reads its doc; CI's script holds the README's line itself
        if (entry.runBy.startsWith('tests/'))
          expect(text, `${entry.runBy} reads ${doc}`).toContain(path.basename(doc));
        else expect(text.split('\n'), `${entry.runBy} runs: ${command}`).toContain(command);
      }
  });

  it('not run here say why, naming files that exist', () => {
    for (const rows of Object.values(TABLE))
      for (const entry of Object.values(rows)) {
        if (!('notRun' in entry)) continue;
        expect(entry.notRun.length).toBeGreaterThan(30);
        for (const [file] of entry.notRun.matchAll(/\b(tests|e2e|app|docs)\/[\w./-]*\w/g))
          expect(existsSync(path.join(ROOT, file)), `${file}, named in: ${entry.notRun}`).toBe(
            true,
          );
      }
  });
});

/** The blocks holding lines run here: each runs in a scratch project of its own, all at once. */
const runBlocks = [
  ...new Map(
    commands
      .filter(({ doc, command }) => {
        const entry = entryOf(doc, command);
        return entry !== undefined && 'run' in entry;
      })
      .map(({ doc, block }) => [`${doc}:${block}`, { doc, block }]),
  ).values(),
];

describe.concurrent('the command lines run here, as written', { timeout: 480_000 }, () => {
  for (const { doc, block } of runBlocks)
    it(`${doc}, the block at line ${block}: each line in order, in a scratch copy of the project`, async () => {
      const context = await contextFor(doc);
      try {
        for (const { command, line } of commands.filter(
          (entry) => entry.doc === doc && entry.block === block,
        )) {
          const entry = entryOf(doc, command);
          if (!entry || !('run' in entry)) continue;
          const step = entry.run;
          await step.before?.(context);
          const result = await runLine(command, context);
          const where = `${doc}:${line}: ${command}\n${result.out}`;
          expect(result.status, where).toBe(step.exit);
          for (const expected of step.prints)
            if (typeof expected === 'string') expect(result.out, where).toContain(expected);
            else expect(result.out, where).toMatch(expected);
        }
      } finally {
        await context.standIn?.close();
      }
    });
});
