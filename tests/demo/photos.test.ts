import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SCENE_KEYS } from '@/demo/listings/types';
import { hashString, sceneSvg } from '@/demo/photos/scenes';

describe('sceneSvg', () => {
  it.each(SCENE_KEYS)('draws a well-formed, deterministic, seed-dependent %s', (scene) => {
    const svg = sceneSvg(scene, 12345);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toMatch(/^<svg[^>]* width="1600"/);
    expect(svg).toMatch(/^<svg[^>]* height="1067"/);
    expect(svg).toMatch(/^<svg[^>]* viewBox="0 0 1600 1067"/);
    expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
    expect(svg).not.toMatch(/<(foreignObject|script|image|text)\b/);
    expect(svg.length).toBeGreaterThan(1000);
    expect(svg.length).toBeLessThan(60 * 1024);
    expect(sceneSvg(scene, 12345)).toBe(svg);
    expect(sceneSvg(scene, 54321)).not.toBe(svg);
  });

  it('stays valid and small over many seeds', () => {
    for (const scene of SCENE_KEYS) {
      for (let i = 0; i < 12; i++) {
        const svg = sceneSvg(scene, hashString(`/media/listings/${i}/1.jpg`));
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        expect(svg.length).toBeLessThan(60 * 1024);
      }
    }
  });

  it('writes the requested size and keeps the view box', () => {
    const svg = sceneSvg('living', 7, 250, 167);
    expect(svg).toMatch(/^<svg[^>]* width="250" height="167" viewBox="0 0 1600 1067"/);
    expect(() => sceneSvg('living', 7, 0, 167)).toThrow();
  });

  it('rasterizes every scene with sharp', async () => {
    for (const scene of SCENE_KEYS) {
      const png = await sharp(Buffer.from(sceneSvg(scene, 99, 320, 213)))
        .png()
        .toBuffer();
      const meta = await sharp(png).metadata();
      expect([scene, meta.width, meta.height]).toEqual([scene, 320, 213]);
    }
  }, 20_000);
});

describe('hashString', () => {
  it('is a stable 32-bit hash', () => {
    expect(hashString('/media/listings/1/1.jpg')).toBe(hashString('/media/listings/1/1.jpg'));
    expect(hashString('/media/listings/1/1.jpg')).not.toBe(hashString('/media/listings/1/2.jpg'));
    expect(
      Number.isInteger(hashString('x')) && hashString('x') >= 0 && hashString('x') < 2 ** 32,
    ).toBe(true);
  });
});
