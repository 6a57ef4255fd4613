import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';
import { withTrailingSlash } from './trailing-slash';

const navigation = createNavigation(routing);

export const { redirect, permanentRedirect, usePathname, useRouter } = navigation;

/**
 * next-intl's getPathname with the trailing slash every page has, so that no link, form action
 * or redirect the site builds from it costs a 308 (its language homes came without: `/fr`).
 */
export const getPathname: typeof navigation.getPathname = (args) => withTrailingSlash(navigation.getPathname(args));
