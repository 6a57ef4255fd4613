import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SourceError, type ListingSource } from './types';

/**
 * The data set the site ships with (`DATA_FILE`, else data/listings.json): imported as a version
 * like any feed, e.g. to go back to it after a CRM or a feed took over.
 */
export const bundledSource: ListingSource = {
  name: 'bundled',
  async load({ env, path }) {
    if (path !== null)
      throw new SourceError(`--from bundled takes no file (got ${path}); DATA_FILE names another`);
    const target = env.DATA_FILE ?? join(process.cwd(), 'data', 'listings.json');
    if (!existsSync(target)) throw new SourceError(`the bundled data set ${target} is not there`);
    return { target, problems: [], cleanup: () => undefined };
  },
};
