/**
 * Owner accounts, for the agency:
 *   npm run owner:create -- --username martine --email martine@example.be --language fr
 *       (the password comes from OWNER_PASSWORD, or a strong one is generated and printed once)
 *   npm run owner:link   -- --owner martine --listing 4101 [--listing 4102 …]
 *       (only listings the site carries now: an unknown or withdrawn one is refused, nothing linked)
 *   npm run owner:reset  -- --owner martine      prints a single-use reset link (valid one hour)
 * A password is never mailed. Uses DATABASE_URL and SITE_URL like the site.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { MIN_PASSWORD_LENGTH } from '../lib/auth/forms';
import { hashPassword } from '../lib/auth/password';
import { runDatabaseCommand } from './database-command';
import {
  createOwner,
  createPasswordReset,
  findOwnerByLogin,
  linkProperty,
  ownerListingIds,
} from '../lib/db/owners';
import { servedContent, unlinkableReason } from '../lib/data/served-listings';
import { isLocale } from '../lib/i18n/locales';
import { localizedTemplate } from '../lib/i18n/pathnames';
import { configuredSiteUrl } from '../lib/runtime/site-url';

const LANGUAGES = ['en', 'nl', 'fr', 'de'];

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    language: { type: 'string', default: 'fr' },
    owner: { type: 'string' },
    listing: { type: 'string', multiple: true },
  },
});
runDatabaseCommand('owner', async ({ db }) => {
  switch (command) {
    case 'create': {
      if (!values.username || !values.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email))
        throw new Error('--username and a valid --email are required');
      if (!LANGUAGES.includes(values.language ?? ''))
        throw new Error(`--language is one of ${LANGUAGES.join(', ')}`);
      const given = process.env.OWNER_PASSWORD;
      if (given !== undefined && given.length < MIN_PASSWORD_LENGTH)
        throw new Error(`OWNER_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters`);
      const password = given ?? randomBytes(12).toString('base64url');
      const id = await createOwner(db, {
        username: values.username,
        email: values.email,
        passwordHash: await hashPassword(password),
        language: values.language!,
      });
      console.log(`owner:create: owner #${id} "${values.username.toLowerCase()}" created`);
      if (given === undefined)
        console.log(
          `owner:create: password (shown once, give it to the owner in person): ${password}`,
        );
      return;
    }
    case 'link': {
      const owner = values.owner ? await findOwnerByLogin(db, values.owner) : undefined;
      if (!owner) throw new Error('--owner names no owner (username or email)');
      const listings = (values.listing ?? []).map(Number);
      if (listings.length === 0 || listings.some((id) => !Number.isSafeInteger(id) || id <= 0))
        throw new Error('--listing takes property ids');
      const served = await servedContent(db);
      const refused = listings.flatMap((listing) => unlinkableReason(served, listing) ?? []);
      if (refused.length > 0) throw new Error(`${refused.join('; ')}: nothing was linked`);
      for (const listing of listings) await linkProperty(db, owner.id, listing);
      console.log(
        `owner:link: ${owner.username} now has ${(await ownerListingIds(db, owner.id)).join(', ')}`,
      );
      return;
    }
    case 'reset': {
      const owner = values.owner ? await findOwnerByLogin(db, values.owner) : undefined;
      if (!owner) throw new Error('--owner names no owner (username or email)');
      const token = await createPasswordReset(db, owner.id);
      const base = configuredSiteUrl();
      const locale = isLocale(owner.language) ? owner.language : 'fr';
      console.log(
        `owner:reset: single-use link for ${owner.username}, valid one hour: ${new URL(`/${locale}${localizedTemplate('/login', locale)}/?reset=${token}`, base)}`,
      );
      return;
    }
    default:
      throw new Error(
        'usage: owner.ts create|link|reset (see the comment at the top of scripts/owner.ts)',
      );
  }
});
