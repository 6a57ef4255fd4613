import { SourceError, type ListingSource } from './types';

/**
 * A feed in the data set's shape, a file or a folder of parts (docs/importing-listings.md): the
 * import reads and checks it itself, so this source only needs its name.
 */
export const feedSource: ListingSource = {
  name: 'feed',
  async load({ path }) {
    if (path === null) throw new SourceError('--from feed needs a feed file or folder');
    return { target: path, problems: [], cleanup: () => undefined };
  },
};
