import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  publishSprite,
  SPRITE_FOLDER,
  SPRITE_SOURCE,
  spriteFileName,
} from '@/lib/media/sprite-file';

/** A scratch project holding a sprite and an earlier published copy. */
function project(sprite: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'sprite-'));
  mkdirSync(path.join(root, path.dirname(SPRITE_SOURCE)), { recursive: true });
  mkdirSync(path.join(root, SPRITE_FOLDER), { recursive: true });
  writeFileSync(path.join(root, SPRITE_SOURCE), sprite);
  writeFileSync(path.join(root, SPRITE_FOLDER, 'icon.svg'), '<svg/>'); // the favicon stays
  return root;
}

describe('the icon sprite’s published copy (issue 32 › 2)', () => {
  it('is named after its content, short, and holds the committed sprite', () => {
    const root = project('<svg><symbol id="a"/></svg>');
    const url = publishSprite(root);
    expect(url).toMatch(/^\/brand\/i\.[0-9a-f]{8}\.svg$/);
    expect(url.length).toBeLessThanOrEqual(21);
    expect(readFileSync(path.join(root, 'public', url), 'utf8')).toBe(
      '<svg><symbol id="a"/></svg>',
    );
    expect(publishSprite(root)).toBe(url); // the same content, the same address
  });

  it('changes its name with the content and removes the copies of earlier contents', () => {
    const root = project('<svg><symbol id="a"/></svg>');
    const first = publishSprite(root);
    writeFileSync(path.join(root, SPRITE_SOURCE), '<svg><symbol id="b"/></svg>');
    const second = publishSprite(root);
    expect(second).not.toBe(first);
    expect(readdirSync(path.join(root, SPRITE_FOLDER)).sort()).toEqual(
      ['icon.svg', path.basename(second)].sort(),
    );
  });

  it('names the committed sprite as the build will', () => {
    const committed = readFileSync(path.resolve(SPRITE_SOURCE));
    expect(spriteFileName(committed)).toMatch(/^i\.[0-9a-f]{8}\.svg$/);
    expect(spriteFileName(committed)).not.toBe(
      spriteFileName(Buffer.concat([committed, Buffer.from(' ')])),
    );
  });
});
