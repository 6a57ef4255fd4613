import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The icon sprite as committed (written by `npm run icons`). */
export const SPRITE_SOURCE = 'components/ui/icons.svg';
/** Where the published copy is served from: a folder the proxy leaves alone (lib/proxy/matcher.ts). */
export const SPRITE_FOLDER = 'public/brand';
/** The published copy's name: `i.` and 8 hex digits of its content's hash. */
export const SPRITE_NAME = /^i\.[0-9a-f]{8}\.svg$/;

/** The name the sprite is published under: a new content is a new name (cached for a year). */
export function spriteFileName(content: string | Buffer): string {
  return `i.${createHash('sha256').update(content).digest('hex').slice(0, 8)}.svg`;
}

/**
 * Copies the sprite to public/brand/i.{hash}.svg (removing the copies of earlier contents) and
 * gives its address, which every icon's `<use href>` holds. `/_next/static/media/icons.{hash}.svg`,
 * the bundler's address for it, is 43 characters, written in the HTML for each of a page's 30–60
 * icons; this one is 21 (issue 32 › 2). Called by next.config.ts, for `next build` and `next dev`.
 */
export function publishSprite(root: string): string {
  const content = readFileSync(path.join(root, SPRITE_SOURCE));
  const name = spriteFileName(content);
  const folder = path.join(root, SPRITE_FOLDER);
  for (const file of readdirSync(folder))
    if (SPRITE_NAME.test(file) && file !== name) rmSync(path.join(folder, file));
  const target = path.join(folder, name);
  if (!existsSync(target)) writeFileSync(target, content);
  return `/brand/${name}`;
}
