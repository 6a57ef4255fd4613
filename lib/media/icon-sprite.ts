import * as arrowRight from 'lucide-react/icons/arrow-right';
import * as arrowUp from 'lucide-react/icons/arrow-up';
import * as calendarCheck from 'lucide-react/icons/calendar-check';
import * as checkCircle from 'lucide-react/icons/circle-check';
import * as chevronDown from 'lucide-react/icons/chevron-down';
import * as chevronLeft from 'lucide-react/icons/chevron-left';
import * as chevronRight from 'lucide-react/icons/chevron-right';
import * as clock from 'lucide-react/icons/clock';
import * as expand from 'lucide-react/icons/expand';
import * as fileText from 'lucide-react/icons/file-text';
import * as handCoins from 'lucide-react/icons/hand-coins';
import * as heart from 'lucide-react/icons/heart';
import * as info from 'lucide-react/icons/info';
import * as mail from 'lucide-react/icons/mail';
import * as mapPin from 'lucide-react/icons/map-pin';
import * as menu from 'lucide-react/icons/menu';
import * as pause from 'lucide-react/icons/pause';
import * as phone from 'lucide-react/icons/phone';
import * as play from 'lucide-react/icons/play';
import * as printer from 'lucide-react/icons/printer';
import * as rotate3d from 'lucide-react/icons/rotate-3d';
import * as search from 'lucide-react/icons/search';
import * as send from 'lucide-react/icons/send';
import * as share from 'lucide-react/icons/share-2';
import * as star from 'lucide-react/icons/star';
import * as trendingDown from 'lucide-react/icons/trending-down';
import * as user from 'lucide-react/icons/user';
import * as x from 'lucide-react/icons/x';
import { ICON_NAMES, type IconName } from '@/lib/media/icon-names';

type Shape = [tag: string, attributes: Record<string, string | number>];

/** Each lucide-react icon module exports its drawing as `__iconData` (absent from its types). */
function drawing(module: object): readonly Shape[] {
  const data = (module as { __iconData?: { node?: readonly Shape[] } }).__iconData;
  if (!data?.node)
    throw new Error('lucide-react no longer exports __iconData: update icon-sprite.ts');
  return data.node;
}

/** Lucide's outline glyphs (ISC licence), drawn with the stroke the page's `.icon` rule gives. */
const LUCIDE: Record<Exclude<IconName, BrandName>, object> = {
  'arrow-right': arrowRight,
  'arrow-up': arrowUp,
  'calendar-check': calendarCheck,
  'check-circle': checkCircle,
  'chevron-down': chevronDown,
  'chevron-left': chevronLeft,
  'chevron-right': chevronRight,
  clock,
  expand,
  'file-text': fileText,
  'hand-coins': handCoins,
  heart,
  info,
  mail,
  'map-pin': mapPin,
  menu,
  pause,
  phone,
  play,
  printer,
  'rotate-3d': rotate3d,
  search,
  send,
  share,
  star,
  'trending-down': trendingDown,
  user,
  x,
};

type BrandName = 'facebook' | 'instagram' | 'linkedin' | 'youtube';

/** Brand marks (lucide ships none): single filled paths on the same 24 px grid. */
const BRANDS: Record<BrandName, string> = {
  facebook:
    'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21h2.9z',
  instagram:
    'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm5.9-7.8a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM21 8.3c-.1-1.5-.4-2.8-1.5-3.8S17.2 3.1 15.7 3c-1.5-.1-5.9-.1-7.4 0-1.5.1-2.8.4-3.8 1.5S3.1 6.8 3 8.3c-.1 1.5-.1 5.9 0 7.4.1 1.5.4 2.8 1.5 3.8s2.3 1.4 3.8 1.5c1.5.1 5.9.1 7.4 0 1.5-.1 2.8-.4 3.8-1.5s1.4-2.3 1.5-3.8c.1-1.5.1-5.9 0-7.4zm-2 9.4c-.3.8-1 1.5-1.8 1.8-1.3.5-4.3.4-5.2.4s-3.9.1-5.2-.4c-.8-.3-1.5-1-1.8-1.8-.5-1.3-.4-4.3-.4-5.7s-.1-4.4.4-5.7c.3-.8 1-1.5 1.8-1.8 1.3-.5 4.3-.4 5.2-.4s3.9-.1 5.2.4c.8.3 1.5 1 1.8 1.8.5 1.3.4 4.3.4 5.7s.1 4.4-.4 5.7z',
  linkedin:
    'M6.9 21H3.4V9h3.5v12zM5.1 7.4a2 2 0 1 1 0-4.1 2 2 0 0 1 0 4.1zM21 21h-3.5v-5.8c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1V21H9.8V9h3.3v1.6h.1c.5-.9 1.6-1.9 3.3-1.9 3.5 0 4.2 2.3 4.2 5.3V21z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3-5.2 3z',
};

function escapeAttribute(value: string | number): string {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function shapeMarkup([tag, attributes]: Shape): string {
  const written = Object.entries(attributes)
    .filter(([name]) => name !== 'key')
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return `<${tag}${written}/>`;
}

function symbolMarkup(name: IconName): string {
  const shapes =
    name in BRANDS
      ? `<path fill="currentColor" stroke="none" d="${BRANDS[name as BrandName]}"/>`
      : drawing(LUCIDE[name as Exclude<IconName, BrandName>])
          .map(shapeMarkup)
          .join('');
  return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
}

/**
 * The sprite every page's icons point into (`<use href="…icons.svg#name">`): one cached file
 * instead of each icon's drawing written into the HTML and again into the page's React payload
 * (issue 32: 44 icons were 14 kB of a detail page's HTML and more of its payload). Written to
 * components/ui/icons.svg by `npm run icons`; a test holds the file to this.
 */
export function iconSprite(): string {
  return [
    // a viewBox: the bundler reads an imported SVG's dimensions
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">',
    '<!-- Generated by `npm run icons` from lib/media/icon-sprite.ts. Icons from Lucide (ISC licence, https://lucide.dev). -->',
    ...ICON_NAMES.map(symbolMarkup),
    '</svg>',
    '',
  ].join('\n');
}
