import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { displayLabel, ENERGY_LABELS } from '@/lib/energy/labels';
import {
  contrastRatio,
  energyLabelColors,
  energyLabelSvg,
  LABEL_HEIGHT,
  LABEL_WIDTH,
} from '@/lib/energy/label-svg';
import type { EnergyRegion } from '@/lib/energy/region';

const REGIONS = Object.keys(ENERGY_LABELS) as EnergyRegion[];

function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe('energyLabelSvg', () => {
  const all = REGIONS.flatMap((region) =>
    ENERGY_LABELS[region].map((label) => [region, label] as const),
  );

  it.each(all)('draws %s %s with its written label', (region, label) => {
    const svg = energyLabelSvg(region, label);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain(`width="${LABEL_WIDTH}" height="${LABEL_HEIGHT}"`);
    expect(svg).toContain(`>${displayLabel(label)}</text>`);
    expect(svg).toContain('font-weight="bold"');
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it('rasterizes every label', async () => {
    for (const [region, label] of all) {
      const meta = await sharp(
        await sharp(Buffer.from(energyLabelSvg(region, label)))
          .png()
          .toBuffer(),
      ).metadata();
      expect([region, label, meta.width, meta.height]).toEqual([
        region,
        label,
        LABEL_WIDTH,
        LABEL_HEIGHT,
      ]);
    }
  });

  it('keeps the label text readable (contrast ≥ 4.5:1)', () => {
    for (const [region, label] of all) {
      const { fill, text } = energyLabelColors(region, label);
      expect(contrastRatio(fill, text)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(REGIONS)('goes from green (best) to red (worst) in %s', (region) => {
    const labels = ENERGY_LABELS[region];
    const first = hue(energyLabelColors(region, labels[0]!).fill);
    const last = hue(energyLabelColors(region, labels[labels.length - 1]!).fill);
    expect(first).toBeGreaterThan(90);
    expect(first).toBeLessThan(160);
    expect(last).toBeLessThan(15);
    expect(first).toBeGreaterThan(last);
    // hue never rises from one label to the next
    const hues = labels.map((label) => hue(energyLabelColors(region, label).fill));
    for (let i = 1; i < hues.length; i++) expect(hues[i]!).toBeLessThanOrEqual(hues[i - 1]! + 0.5);
  });

  it('rejects a label that is not on the scale', () => {
    expect(() => energyLabelSvg('flanders', 'g')).toThrow();
  });
});
