'use client';

import type { IconName } from '@/lib/media/icon-names';

export type { IconName } from '@/lib/media/icon-names';

/**
 * The sprite's address: its hashed, immutable copy (lib/media/sprite-file.ts, built in by
 * next.config.ts); a placeholder where no build set it (unit tests, which draw no sprite).
 */
const SPRITE_URL = process.env.ICON_SPRITE_URL ?? '/brand/icons.svg';

/**
 * An icon of the sprite (icons.svg): a few dozen bytes in the HTML, where an inline drawing was
 * several hundred. A client component, so that a server component's icon travels in the React
 * payload as its name and size (`["$","$L…",null,{"name":"printer","size":18}]`, about 50 bytes)
 * instead of the svg and use elements with the sprite's address (about 190 bytes, issue 32 › 2);
 * its code is in every page's first chunk anyway, for the client components that draw icons.
 * Decorative: the control or text beside it names what it is. Outline icons take the stroke and
 * fill of the `.icon` rule (globals.css), so a class of the caller can fill them (a chosen heart,
 * a star given).
 */
export function Icon({
  name,
  size = 16,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      aria-hidden="true"
    >
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}
