/**
 * Energy-label badges (EPC) as SVG: an arrow in the colour of the label's position on its region's
 * scale (dark green for the best label, through yellow and orange, to red for the worst), the
 * label as people write it ("A+", "C-") and a small bar showing the whole scale with the label
 * highlighted. Pure functions; the build rasterizes them to /images/epc/{region}/{label}.png
 * (demo/generate-images.ts, `npm run data:images`), the badges every listing's page shows.
 */
import { displayLabel, ENERGY_LABELS } from './labels';
import type { EnergyRegion } from './region';

export const LABEL_WIDTH = 240;
export const LABEL_HEIGHT = 120;
const FONT = 'DejaVu Sans, Arial, sans-serif';

/** Colour stops of the scale, best (0) to worst (1). */
const SCALE: readonly (readonly [number, string])[] = [
  [0, '#00793a'],
  [0.2, '#3aa845'],
  [0.4, '#a6cd3a'],
  [0.55, '#ffd500'],
  [0.72, '#f6a01a'],
  [0.86, '#ea6420'],
  [1, '#d42323'],
];

type RGB = [number, number, number];

function rgb(hex: string): RGB {
  return [
    parseInt(hex.slice(1, 3), 16),
    parseInt(hex.slice(3, 5), 16),
    parseInt(hex.slice(5, 7), 16),
  ];
}

function hex([r, g, b]: RGB): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The scale colour at t ∈ [0, 1]. */
export function scaleColor(t: number): string {
  const x = Math.min(1, Math.max(0, t));
  for (let i = 1; i < SCALE.length; i++) {
    const [t1, c1] = SCALE[i]!;
    const [t0, c0] = SCALE[i - 1]!;
    if (x <= t1) {
      const k = (x - t0) / (t1 - t0);
      const a = rgb(c0);
      const b = rgb(c1);
      return hex([a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k]);
    }
  }
  return SCALE[SCALE.length - 1]![1];
}

function luminance(color: string): number {
  const [r, g, b] = rgb(color).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as RGB;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const WHITE = '#ffffff';
const INK = '#111111';

/** Fill and text colour of a label: white text where it reaches 4.5:1, dark text otherwise. */
export function energyLabelColors(
  region: EnergyRegion,
  label: string,
): { fill: string; text: string; index: number; count: number } {
  const labels = ENERGY_LABELS[region];
  const index = labels.indexOf(label);
  if (index < 0) throw new Error(`energy label: "${label}" is not a label of ${region}`);
  let fill = scaleColor(labels.length > 1 ? index / (labels.length - 1) : 0);
  if (contrastRatio(WHITE, fill) >= 4.5) return { fill, text: WHITE, index, count: labels.length };
  if (contrastRatio(INK, fill) >= 4.5) return { fill, text: INK, index, count: labels.length };
  // Neither reaches 4.5:1 (mid-luminance colours): darken the fill until white text does.
  while (contrastRatio(WHITE, fill) < 4.5) {
    const [r, g, b] = rgb(fill);
    fill = hex([r * 0.96, g * 0.96, b * 0.96]);
  }
  return { fill, text: WHITE, index, count: labels.length };
}

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The label badge of `label` on `region`'s scale, 240×120. */
export function energyLabelSvg(region: EnergyRegion, label: string): string {
  const { fill, text, index, count } = energyLabelColors(region, label);
  const labels = ENERGY_LABELS[region];
  const written = esc(displayLabel(label));
  // arrow: body 10–178, tip at 218
  const top = 8;
  const bottom = 84;
  const mid = (top + bottom) / 2;
  const arrow = `M16 ${top}H178L218 ${mid}L178 ${bottom}H16Q10 ${bottom} 10 ${bottom - 6}V${top + 6}Q10 ${top} 16 ${top}Z`;
  const fontSize = written.length >= 3 ? 46 : 54;
  const baseline = mid + fontSize * 0.36;
  // scale bar
  const barX = 10;
  const barW = 220;
  const barY = 96;
  const barH = 14;
  const gap = count > 10 ? 1.5 : 2.5;
  const segW = (barW - gap * (count - 1)) / count;
  const segments = labels
    .map((l, i) => {
      const x = barX + i * (segW + gap);
      const color = energyLabelColors(region, l).fill;
      if (i === index) return '';
      return `<rect x="${x.toFixed(1)}" y="${barY}" width="${segW.toFixed(1)}" height="${barH}" rx="2" fill="${color}" opacity="0.55"/>`;
    })
    .join('');
  const cx = barX + index * (segW + gap);
  const current =
    `<rect x="${(cx - 1.5).toFixed(1)}" y="${barY - 5}" width="${(segW + 3).toFixed(1)}" height="${barH + 10}" rx="3" fill="${fill}" stroke="#1d1d1f" stroke-width="2"/>` +
    `<path d="M${(cx + segW / 2 - 5).toFixed(1)} ${bottom + 1}L${(cx + segW / 2 + 5).toFixed(1)} ${bottom + 1}L${(cx + segW / 2).toFixed(1)} ${barY - 6}Z" fill="#1d1d1f"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LABEL_WIDTH}" height="${LABEL_HEIGHT}" viewBox="0 0 ${LABEL_WIDTH} ${LABEL_HEIGHT}">` +
    `<path d="${arrow}" fill="${fill}"/>` +
    `<path d="M16 ${top}H178L198 ${top + 20}H10V${top + 6}Q10 ${top} 16 ${top}Z" fill="#ffffff" opacity="0.12"/>` +
    `<text x="94" y="${baseline.toFixed(1)}" font-family="${FONT}" font-weight="bold" font-size="${fontSize}" text-anchor="middle" fill="${text}">${written}</text>` +
    segments +
    current +
    `</svg>`
  );
}
