/**
 * Deterministic property "photos" drawn as SVG: stylized architectural renderings of the scenes a
 * listing shows (façades, rooms, garden, plot, aerial view, floor plan). Pure functions: the same
 * scene and seed always give the same bytes; a seeded PRNG (mulberry32) is the only source of
 * variation. Drawn in a fixed 1600×1067 view box and scaled (sliced) to the requested size.
 * Only SVG features librsvg renders well are used (gradients, patterns, feGaussianBlur).
 */
import type { SceneKey } from '../listings/types';
import { createRandom } from '../listings/random';

/** The view box every scene is drawn in; rasterizing at this size is the fast path. */
export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1067;
const VW = SCENE_WIDTH;
const VH = SCENE_HEIGHT;

// ───────────────────────────── numbers & randomness ─────────────────────────────

/** The data generator's seeded PRNG, so one algorithm serves data, texts and pictures. */
export function mulberry32(seed: number): () => number {
  return createRandom(seed).next;
}

/** FNV-1a: a stable 32-bit hash of a string (a picture's seed is the hash of its URL). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  f(): number {
    return this.next();
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return min + Math.floor((max - min + 1) * this.next());
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('scene: pick from an empty list');
    return item;
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  sign(): 1 | -1 {
    return this.next() < 0.5 ? -1 : 1;
  }
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** A coordinate, rounded to 0.1 px; a non-finite value is a drawing bug. */
function n(v: number): string {
  if (!Number.isFinite(v)) throw new Error(`scene: non-finite coordinate ${v}`);
  const r = Math.round(v * 10) / 10;
  return r === 0 ? '0' : String(r);
}

function op(v: number): string {
  return String(Math.round(clamp(v, 0, 1) * 100) / 100);
}

// ───────────────────────────── colours ─────────────────────────────

type RGB = [number, number, number];

function rgbOf(color: string): RGB {
  const h = color.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function hexOf([r, g, b]: RGB): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(clamp(c, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function mix(a: string, b: string, t: number): string {
  const ca = rgbOf(a);
  const cb = rgbOf(b);
  return hexOf([
    ca[0] + (cb[0] - ca[0]) * t,
    ca[1] + (cb[1] - ca[1]) * t,
    ca[2] + (cb[2] - ca[2]) * t,
  ]);
}

const light = (c: string, t: number) => mix(c, '#ffffff', t);
const dark = (c: string, t: number) => mix(c, '#000000', t);
const vary = (r: Rng, c: string, amount = 0.08) => {
  const t = r.range(-amount, amount);
  return t < 0 ? dark(c, -t) : light(c, t);
};

// ───────────────────────────── SVG primitives ─────────────────────────────

type Pt = readonly [number, number];
type P3 = readonly [number, number, number];

/**
 * Opacity as fill-/stroke-opacity: librsvg renders an element with `opacity` through an offscreen
 * layer (≈1 ms each at 1600 px), the fill/stroke variants are free. Inherited, so also fine on
 * groups whose children do not overlap.
 */
const O = (v: number) => ` fill-opacity="${op(v)}"`;
/** The same opacity for strokes (lines, outlines); groups get both. */
const strokeOpacity = (extra: string) => extra.replace(/fill-opacity/g, 'stroke-opacity');
const groupOpacity = (extra: string) => {
  const m = / fill-opacity="[^"]*"/.exec(extra);
  return m ? extra + strokeOpacity(m[0]) : extra;
};
const pts = (points: readonly Pt[]) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  if (w <= 0 || h <= 0) return '';
  return `<path d="M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z" fill="${fill}"${extra}/>`;
}
function rrect(
  x: number,
  y: number,
  w: number,
  h: number,
  radius: number,
  fill: string,
  extra = '',
): string {
  if (w <= 0 || h <= 0) return '';
  const rr = Math.min(radius, w / 2, h / 2);
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rr)}" fill="${fill}"${extra}/>`;
}
function poly(points: readonly Pt[], fill: string, extra = ''): string {
  return `<polygon points="${pts(points)}" fill="${fill}"${extra}/>`;
}
function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}
function circle(cx: number, cy: number, radius: number, fill: string, extra = ''): string {
  if (radius <= 0) return '';
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${fill}"${extra}/>`;
}
function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  if (rx <= 0 || ry <= 0) return '';
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
}
function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
): string {
  return `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${strokeOpacity(extra)}/>`;
}
function polyline(points: readonly Pt[], stroke: string, width: number, extra = ''): string {
  return `<polyline points="${pts(points)}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"${strokeOpacity(extra)}/>`;
}
const g = (parts: readonly string[], extra = '') =>
  `<g${groupOpacity(extra)}>${parts.join('')}</g>`;

/**
 * Same-coloured shapes merged into one path each (keeps the SVG small). Output order: fills in the
 * order their colour first appeared, then strokes; use separate batches for separate layers.
 */
class Batch {
  private readonly fills = new Map<string, string[]>();
  private readonly strokes = new Map<string, string[]>();
  private push(map: Map<string, string[]>, key: string, d: string): this {
    const list = map.get(key);
    if (list) list.push(d);
    else map.set(key, [d]);
    return this;
  }
  poly(points: readonly Pt[], fill: string, opacity = 1): this {
    if (points.length < 3) return this;
    return this.push(
      this.fills,
      `${fill}|${op(opacity)}`,
      `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`,
    );
  }
  circle(cx: number, cy: number, radius: number, fill: string, opacity = 1): this {
    if (radius <= 0) return this;
    const r = n(radius);
    return this.push(
      this.fills,
      `${fill}|${op(opacity)}`,
      `M${n(cx - radius)} ${n(cy)}a${r} ${r} 0 1 0 ${n(2 * radius)} 0a${r} ${r} 0 1 0 ${n(-2 * radius)} 0`,
    );
  }
  line(a: Pt, b: Pt, stroke: string, width: number): this {
    return this.push(
      this.strokes,
      `${stroke}|${n(width)}`,
      `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`,
    );
  }
  toString(extra = ''): string {
    const out: string[] = [];
    for (const [key, ds] of this.fills) {
      const [fill, opacity] = key.split('|');
      out.push(
        `<path d="${ds.join('')}" fill="${fill}"${opacity === '1' ? '' : ` fill-opacity="${opacity}"`}/>`,
      );
    }
    for (const [key, ds] of this.strokes) {
      const [stroke, width] = key.split('|');
      out.push(`<path d="${ds.join('')}" fill="none" stroke="${stroke}" stroke-width="${width}"/>`);
    }
    if (!out.length) return '';
    return extra ? `<g${groupOpacity(extra)}>${out.join('')}</g>` : out.join('');
  }
}

type Stop = readonly [number, string, number?];

class Canvas {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly cache = new Map<string, string>();
  private count = 0;

  add(...parts: readonly string[]): void {
    for (const part of parts) if (part) this.body.push(part);
  }

  def(key: string | null, make: (id: string) => string): string {
    if (key !== null) {
      const hit = this.cache.get(key);
      if (hit) return hit;
    }
    const id = `d${(this.count++).toString(36)}`;
    this.defs.push(make(id));
    if (key !== null) this.cache.set(key, id);
    return id;
  }

  /** A linear gradient (bounding-box units by default; `user` = coordinates in px). */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const stopText = stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${op(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${op(a)}"`}/>`,
      )
      .join('');
    const coords = user
      ? `x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"`
      : `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`;
    const body = `${coords}${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${stopText}</linearGradient>`;
    return `url(#${this.def(`lin${body}`, (id) => `<linearGradient id="${id}" ${body}`)})`;
  }

  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, radius = 0.5, user = false): string {
    const stopText = stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${op(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${op(a)}"`}/>`,
      )
      .join('');
    const coords = user
      ? `cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" gradientUnits="userSpaceOnUse"`
      : `cx="${cx}" cy="${cy}" r="${radius}"`;
    const body = `${coords}>${stopText}</radialGradient>`;
    return `url(#${this.def(`rad${body}`, (id) => `<radialGradient id="${id}" ${body}`)})`;
  }

  /** A Gaussian blur filter attribute. */
  blur(deviation: number): string {
    const id = this.def(
      `blur${deviation}`,
      (i) =>
        `<filter id="${i}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    return ` filter="url(#${id})"`;
  }

  /**
   * A tiling pattern. The tile size must be whole pixels: librsvg renders a pattern whose tile is
   * not pixel-aligned (or that has a patternTransform) one tile at a time, 50× slower.
   */
  pattern(key: string, w: number, h: number, content: string): string {
    if (!Number.isInteger(w) || !Number.isInteger(h) || w < 1 || h < 1)
      throw new Error(`scene: pattern tile ${w}×${h} is not whole pixels`);
    const id = this.def(
      `pat${key}|${w}|${h}`,
      (i) =>
        `<pattern id="${i}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${content}</pattern>`,
    );
    return `url(#${id})`;
  }

  /** A soft radial blob of `color` (opaque centre fading out): shadows, glows, halos without blur filters. */
  soft(color: string, strength = 1): string {
    return this.rad([
      [0, color, strength],
      [0.55, color, strength * 0.55],
      [1, color, 0],
    ]);
  }

  clip(key: string, shape: string): string {
    const id = this.def(`clip${key}`, (i) => `<clipPath id="${i}">${shape}</clipPath>`);
    return ` clip-path="url(#${id})"`;
  }

  /** Registers the shared warm lamp glow (`url(#glow)`). */
  glow(): void {
    if (!this.cache.has('glow')) {
      this.cache.set('glow', 'glow');
      this.defs.push(
        '<radialGradient id="glow"><stop offset="0" stop-color="#fff3d0" stop-opacity="0.55"/><stop offset="1" stop-color="#fff3d0" stop-opacity="0"/></radialGradient>',
      );
    }
  }

  toSvg(width: number, height: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VW} ${VH}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

// ───────────────────────────── perspective ─────────────────────────────

/** A pinhole camera: world metres (x right, y up, z away) to view-box pixels. */
type Cam = { f: number; cx: number; cy: number; ex: number; ey: number };

function pr(c: Cam, x: number, y: number, z: number): Pt {
  const zz = Math.max(z, 0.05);
  return [c.cx + (c.f * (x - c.ex)) / zz, c.cy - (c.f * (y - c.ey)) / zz];
}
const prs = (c: Cam, points: readonly P3[]) => points.map(([x, y, z]) => pr(c, x, y, z));
function q3(c: Cam, points: readonly P3[], fill: string, extra = ''): string {
  return poly(prs(c, points), fill, extra);
}
/** A face drawn only when it faces the camera (vertices counter-clockwise seen from outside). */
function face(c: Cam, points: readonly P3[], fill: string, extra = ''): string {
  const p = prs(c, points);
  let area = 0;
  for (let i = 0; i < p.length; i++) {
    const a = p[i]!;
    const b = p[(i + 1) % p.length]!;
    area += a[0] * b[1] - b[0] * a[1];
  }
  return area < 0 ? poly(p, fill, extra) : '';
}
const scaleAt = (c: Cam, z: number) => c.f / Math.max(z, 0.05);

type BoxColors = { front: string; top?: string; side?: string; bottom?: string };

/** The visible faces of an axis-aligned box. */
function box(
  c: Cam,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  col: BoxColors,
  extra = '',
): string {
  const top = col.top ?? light(col.front, 0.14);
  const side = col.side ?? dark(col.front, 0.16);
  const bottom = col.bottom ?? dark(col.front, 0.3);
  const out: string[] = [];
  if (c.ey > y1)
    out.push(
      q3(
        c,
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        top,
      ),
    );
  if (c.ey < y0)
    out.push(
      q3(
        c,
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y0, z1],
          [x0, y0, z1],
        ],
        bottom,
      ),
    );
  if (c.ex < x0)
    out.push(
      q3(
        c,
        [
          [x0, y0, z0],
          [x0, y1, z0],
          [x0, y1, z1],
          [x0, y0, z1],
        ],
        side,
      ),
    );
  if (c.ex > x1)
    out.push(
      q3(
        c,
        [
          [x1, y0, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x1, y0, z1],
        ],
        side,
      ),
    );
  out.push(
    q3(
      c,
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      col.front,
    ),
  );
  return extra ? g(out, extra) : out.join('');
}

/** A soft contact shadow on the floor under a footprint. */
function floorShadow(
  s: Canvas,
  c: Cam,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  strength = 0.3,
  grow = 0.08,
): string {
  const p = prs(c, [
    [x0 - grow, 0, z0 - grow],
    [x1 + grow, 0, z0 - grow],
    [x1 + grow, 0, z1 + grow],
    [x0 - grow, 0, z1 + grow],
  ]);
  const xs = p.map((q) => q[0]);
  const ys = p.map((q) => q[1]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  return ellipse(
    (minX + maxX) / 2,
    (minY + maxY) / 2,
    ((maxX - minX) / 2) * 1.1,
    ((maxY - minY) / 2) * 1.25,
    s.soft('#000', 0.9),
    O(strength * 1.4),
  );
}

// ───────────────────────────── light & sky ─────────────────────────────

type Tod = 'morning' | 'noon' | 'golden';
type Env = {
  tod: Tod;
  sun: 1 | -1;
  top: string;
  mid: string;
  low: string;
  glow: string;
  cloud: string;
  cloudShade: string;
  tint: string;
  tintOpacity: number;
  haze: string;
};

function makeEnv(r: Rng): Env {
  const tod = r.pick<Tod>(['morning', 'noon', 'noon', 'golden']);
  const sun = r.sign();
  if (tod === 'morning')
    return {
      tod,
      sun,
      top: '#5b8fcb',
      mid: '#9ec4e6',
      low: '#eee2d2',
      glow: '#fff1d8',
      cloud: '#ffffff',
      cloudShade: '#d6dce8',
      tint: '#ffe2bd',
      tintOpacity: 0.05,
      haze: '#c9d8e6',
    };
  if (tod === 'golden')
    return {
      tod,
      sun,
      top: '#4b79b0',
      mid: '#a3b7cc',
      low: '#f6c892',
      glow: '#ffd59b',
      cloud: '#fff3e2',
      cloudShade: '#e3b9a0',
      tint: '#ff9d45',
      tintOpacity: 0.09,
      haze: '#e8cdb4',
    };
  return {
    tod,
    sun,
    top: '#3a76c2',
    mid: '#79afe0',
    low: '#d3e6f5',
    glow: '#ffffff',
    cloud: '#ffffff',
    cloudShade: '#d3dde9',
    tint: '#fff6e0',
    tintOpacity: 0.03,
    haze: '#c4d7e8',
  };
}

function cloud(s: Canvas, r: Rng, env: Env, x: number, y: number, w: number): string {
  const h = w * 0.3;
  const parts: string[] = [ellipse(x, y, w / 2, h * 0.28, env.cloud)];
  const bumps = r.int(4, 6);
  for (let i = 0; i < bumps; i++) {
    const t = (i + 0.5) / bumps;
    const radius = h * (0.3 + 0.45 * Math.sin(Math.PI * t)) * r.range(0.8, 1.15);
    parts.push(circle(x - w / 2 + t * w, y - radius * 0.5, radius, env.cloud));
  }
  parts.push(ellipse(x, y + h * 0.02, w * 0.46, h * 0.3, s.soft(env.cloudShade, 0.75)));
  void s;
  return g(parts);
}

function sky(s: Canvas, r: Rng, env: Env, bottom: number, clouds = true): void {
  s.add(
    rect(
      0,
      0,
      VW,
      bottom + 4,
      s.lin(
        [
          [0, env.top],
          [0.6, env.mid],
          [1, env.low],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  const sunX = env.tod === 'noon' ? 800 + env.sun * 300 : 800 + env.sun * 650;
  const sunY = env.tod === 'noon' ? -150 : bottom * 0.55;
  // radial gradients are the costly part of a librsvg render: keep the glow small
  s.add(
    circle(
      sunX,
      sunY,
      env.tod === 'noon' ? 420 : 340,
      s.rad([
        [0, env.glow, 0.85],
        [0.3, env.glow, 0.35],
        [1, env.glow, 0],
      ]),
    ),
  );
  if (!clouds) return;
  const count = r.int(2, 5);
  for (let i = 0; i < count; i++) {
    const w = r.range(160, 420);
    s.add(
      cloud(
        s,
        r,
        env,
        ((i + r.range(0.1, 0.9)) / count) * VW,
        r.range(60, Math.max(90, bottom * 0.55)),
        w,
      ),
    );
  }
}

function finish(s: Canvas, env: Env, vignette = 0.32): void {
  if (env.tintOpacity > 0) s.add(rect(0, 0, VW, VH, env.tint, O(env.tintOpacity)));
  // vignette from four linear edge fades (a full-frame radial gradient costs ~50 ms in librsvg)
  const edge = (a: number) =>
    s.lin(
      [
        [0, '#000', vignette * a],
        [1, '#000', 0],
      ],
      0,
      0,
      1,
      0,
    );
  s.add(
    rect(0, 0, 380, VH, edge(0.8)),
    rect(
      VW - 380,
      0,
      380,
      VH,
      s.lin(
        [
          [0, '#000', 0],
          [1, '#000', vignette * 0.8],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(
    rect(
      0,
      0,
      VW,
      260,
      s.lin([
        [0, '#000', vignette * 0.6],
        [1, '#000', 0],
      ]),
    ),
    rect(
      0,
      VH - 260,
      VW,
      260,
      s.lin([
        [0, '#000', 0],
        [1, '#000', vignette * 0.6],
      ]),
    ),
  );
}

// ───────────────────────────── vegetation ─────────────────────────────

type Greens = { dark: string; mid: string; light: string; trunk: string };

function greens(r: Rng, env: Env): Greens {
  const base = r.pick([
    ['#2f5a2e', '#4d7f3a', '#7fae55'],
    ['#35582f', '#557f3c', '#8cb35c'],
    ['#2c4f33', '#45704a', '#79a266'],
    ['#3d5f2a', '#628a36', '#9cbc57'],
  ] as const);
  const warm = env.tod === 'golden' ? 0.12 : 0;
  return {
    dark: mix(base[0], '#6b5a22', warm),
    mid: mix(base[1], '#a08a30', warm),
    light: mix(base[2], '#e0c060', warm),
    trunk: r.pick(['#5a4433', '#6b5442', '#4e3b2e']),
  };
}

type TreeKind = 'round' | 'conifer' | 'column' | 'birch';

/** A tree standing at (x, gy), h px tall. */
function tree(
  s: Canvas,
  r: Rng,
  env: Env,
  x: number,
  gy: number,
  h: number,
  gr: Greens,
  kind: TreeKind = 'round',
): string {
  const out: string[] = [];
  const sun = env.sun;
  out.push(ellipse(x - sun * h * 0.12, gy, h * 0.34, h * 0.055, s.soft('#000', 0.35)));
  if (kind === 'conifer') {
    out.push(rect(x - h * 0.02, gy - h * 0.18, h * 0.04, h * 0.18, gr.trunk));
    const layers = 5;
    for (let i = 0; i < layers; i++) {
      const t = i / layers;
      const w = h * (0.3 - t * 0.22);
      const yb = gy - h * (0.1 + t * 0.7);
      const yt = yb - h * 0.3;
      out.push(
        poly(
          [
            [x - w, yb],
            [x + w, yb],
            [x, yt],
          ],
          i % 2 ? gr.dark : mix(gr.dark, gr.mid, 0.4),
        ),
      );
      out.push(
        poly(
          [
            [x + sun * w * 0.1, yb - 2],
            [x + sun * w, yb],
            [x, yt],
          ],
          gr.mid,
          O(0.55),
        ),
      );
    }
    return out.join('');
  }
  if (kind === 'column') {
    out.push(ellipse(x, gy - h * 0.48, h * 0.13, h * 0.5, gr.dark));
    out.push(ellipse(x + sun * h * 0.04, gy - h * 0.56, h * 0.08, h * 0.38, gr.mid, O(0.8)));
    out.push(ellipse(x + sun * h * 0.06, gy - h * 0.66, h * 0.035, h * 0.2, gr.light, O(0.5)));
    return out.join('');
  }
  const trunkTop = gy - h * 0.55;
  const tw = kind === 'birch' ? h * 0.018 : h * 0.028;
  const trunkColor = kind === 'birch' ? '#e8e4dc' : gr.trunk;
  out.push(
    poly(
      [
        [x - tw, gy],
        [x + tw, gy],
        [x + tw * 0.5, trunkTop],
        [x - tw * 0.5, trunkTop],
      ],
      trunkColor,
    ),
  );
  out.push(line(x, gy - h * 0.42, x - sun * h * 0.1, gy - h * 0.6, trunkColor, tw * 0.7));
  out.push(line(x, gy - h * 0.38, x + sun * h * 0.12, gy - h * 0.58, trunkColor, tw * 0.6));
  const cy = gy - h * 0.64;
  const R = h * (kind === 'birch' ? 0.26 : 0.33);
  const crown = new Batch();
  const blobs = (
    count: number,
    spread: number,
    size: [number, number],
    dx: number,
    dy: number,
    fill: string,
    alpha = 1,
  ) => {
    for (let i = 0; i < count; i++) {
      const a = r.range(0, Math.PI * 2);
      const d = Math.sqrt(r.f()) * R * spread;
      crown.circle(
        x + dx + Math.cos(a) * d,
        cy + dy + Math.sin(a) * d * 0.85,
        R * r.range(size[0], size[1]),
        fill,
        alpha,
      );
    }
  };
  blobs(9, 0.62, [0.36, 0.52], 0, 0, gr.dark);
  blobs(8, 0.5, [0.28, 0.42], sun * R * 0.14, -R * 0.16, gr.mid);
  blobs(6, 0.35, [0.16, 0.26], sun * R * 0.26, -R * 0.3, gr.light, 0.85);
  out.push(crown.toString());
  return out.join('');
}

/** A clipped hedge, bottom at y. */
function hedge(r: Rng, x: number, y: number, w: number, h: number, gr: Greens): string {
  const out: string[] = [rrect(x, y - h, w, h, h * 0.12, gr.dark)];
  const bumps = Math.max(3, Math.round(w / (h * 0.5)));
  const bw = w / bumps;
  for (let i = 0; i < bumps; i++)
    out.push(circle(x + bw * (i + 0.5), y - h + bw * 0.25, bw * 0.42, gr.dark));
  out.push(rect(x + 2, y - h + bw * 0.1, w - 4, h * 0.22, gr.mid, O(0.8)));
  for (let i = 0; i < bumps; i++)
    out.push(
      circle(x + bw * (i + 0.5) + r.range(-3, 3), y - h + bw * 0.22, bw * 0.24, gr.light, O(0.45)),
    );
  out.push(rect(x, y - h * 0.25, w, h * 0.25, '#000', O(0.12)));
  return out.join('');
}

/** A round shrub at (x, y bottom). */
function shrub(
  r: Rng,
  x: number,
  y: number,
  size: number,
  gr: Greens,
  flowers?: string,
  small = false,
): string {
  const b = new Batch();
  b.poly(
    circlePts(x, y, size * 0.9, 8).map(([px, py]) => [px, y + (py - y) * 0.2] as Pt),
    '#000',
    0.18,
  );
  for (let i = 0; i < (small ? 3 : 5); i++)
    b.circle(
      x + r.range(-0.5, 0.5) * size,
      y - size * r.range(0.35, 0.6),
      size * r.range(0.35, 0.5),
      gr.dark,
    );
  for (let i = 0; i < (small ? 2 : 4); i++)
    b.circle(
      x + r.range(-0.35, 0.45) * size,
      y - size * r.range(0.55, 0.8),
      size * r.range(0.2, 0.3),
      gr.mid,
    );
  if (flowers)
    for (let i = 0; i < (small ? 4 : 7); i++)
      b.circle(x + r.range(-0.6, 0.6) * size, y - size * r.range(0.3, 0.85), size * 0.07, flowers);
  return b.toString();
}

function circlePts(cx: number, cy: number, radius: number, count: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    out.push([cx + Math.cos(a) * radius, cy + Math.sin(a) * radius]);
  }
  return out;
}

// ───────────────────────────── materials ─────────────────────────────

const BRICKS = [
  '#9a4a35',
  '#a85a3c',
  '#7b4b3a',
  '#c4a06a',
  '#5d4038',
  '#b5763f',
  '#8c8178',
  '#9b6249',
] as const;
const RENDERS = [
  '#f2eee6',
  '#ebe7df',
  '#dcd7cc',
  '#cfcbc3',
  '#efe5cf',
  '#bfc2c1',
  '#e8ddd0',
] as const;
const FRAMES = ['#f3f3f0', '#2e3134', '#2e3134', '#6f4c33', '#2f4a3c', '#8b9096'] as const;
const DOORS = [
  '#22344a',
  '#1f4a39',
  '#6b2a27',
  '#2e3134',
  '#85562f',
  '#3e5f7c',
  '#4d4a45',
] as const;

type Wall = { kind: 'brick' | 'render'; color: string };

function pickWall(r: Rng, brickChance = 0.65): Wall {
  return r.chance(brickChance)
    ? { kind: 'brick', color: r.pick(BRICKS) }
    : { kind: 'render', color: r.pick(RENDERS) };
}

function brickFill(s: Canvas, color: string, scale = 1): string {
  const mortar = mix(color, '#d8d2c6', 0.62);
  const tw = Math.max(8, Math.round(88 * scale));
  const th = Math.max(4, Math.round(32 * scale));
  const bw = tw / 4;
  const rh = th / 4;
  const gap = Math.max(0.4, 0.8 * scale);
  const parts: string[] = [rect(0, 0, tw, th, mortar)];
  const shades = [
    color,
    light(color, 0.07),
    dark(color, 0.08),
    mix(color, '#6a4a3a', 0.1),
    light(color, 0.03),
  ];
  let k = 0;
  for (let row = 0; row < 4; row++) {
    const offset = row % 2 ? bw / 2 : 0;
    for (let i = -1; i < 4; i++) {
      const x = i * bw + offset;
      if (x + bw <= 0 || x >= tw) continue;
      parts.push(
        rect(
          x + gap,
          row * rh + gap,
          bw - 2 * gap,
          rh - 2 * gap,
          shades[(k++ * 3 + row) % shades.length]!,
        ),
      );
    }
  }
  return s.pattern(`brick${color}`, tw, th, parts.join(''));
}

function wallFill(s: Canvas, wall: Wall, scale = 1): string {
  return wall.kind === 'brick' ? brickFill(s, wall.color, scale) : wall.color;
}

function roofFill(s: Canvas, color: string, kind: 'tile' | 'slate', scale = 1): string {
  const w = Math.max(6, Math.round((kind === 'tile' ? 28 : 22) * scale));
  const h2 = Math.max(4, Math.round((kind === 'tile' ? 24 : 18) * scale));
  const h = h2 / 2;
  const line1 = Math.max(0.6, 2.2 * scale);
  const parts = [
    rect(0, 0, w, h2, color),
    rect(0, h - line1, w, line1, dark(color, 0.35)),
    rect(0, h2 - line1, w, line1, dark(color, 0.35)),
    rect(0, 0, w, line1 * 0.7, light(color, 0.12)),
    rect(0, h, w, line1 * 0.7, light(color, 0.12)),
    rect(0, 0, line1 * 0.55, h, dark(color, 0.3)),
    rect(w / 2, h, line1 * 0.55, h, dark(color, 0.3)),
    rect(w / 2 + line1, line1 * 0.7, w / 2 - 2 * line1, h - 2 * line1, light(color, 0.05)),
  ];
  return s.pattern(`roof${kind}${color}`, w, h2, parts.join(''));
}

function claddingFill(s: Canvas, color: string, pitch = 18): string {
  const p = Math.max(4, Math.round(pitch));
  const parts = [
    rect(0, 0, p, p, color),
    rect(0, 0, p * 0.17, p, light(color, 0.18)),
    rect(p * 0.17, 0, p * 0.08, p, dark(color, 0.22)),
    rect(p * 0.55, 0, p * 0.06, p, dark(color, 0.07)),
  ];
  return s.pattern(`clad${color}`, p, p, parts.join(''));
}

function woodFill(s: Canvas, color: string, pitch = 14): string {
  const p = Math.max(4, Math.round(pitch));
  const parts = [
    rect(0, 0, p, 60, color),
    rect(p - p * 0.11, 0, p * 0.11, 60, dark(color, 0.35)),
    rect(p * 0.15, 0, p * 0.3, 60, light(color, 0.08)),
    rect(0, 38, p * 0.89, 0.8, dark(color, 0.15)),
  ];
  return s.pattern(`wood${color}`, p, 60, parts.join(''));
}

function grassFill(s: Canvas, base: string, scale = 1): string {
  const t = Math.max(8, Math.round(48 * scale));
  const k = t / 48;
  const parts = [rect(0, 0, t, t, base)];
  const marks: [number, number, number][] = [
    [4, 6, 1],
    [17, 3, -1],
    [30, 9, 1],
    [42, 4, -1],
    [9, 20, -1],
    [24, 17, 1],
    [37, 23, 1],
    [3, 33, 1],
    [15, 38, -1],
    [28, 31, -1],
    [40, 41, 1],
    [21, 44, 1],
  ];
  marks.forEach(([x, y, d], i) =>
    parts.push(
      line(
        x * k,
        (y + 5) * k,
        (x + d * 1.5) * k,
        y * k,
        i % 2 ? light(base, 0.18) : dark(base, 0.16),
        Math.max(0.6, 1.3 * k),
      ),
    ),
  );
  return s.pattern(`grass${base}`, t, t, parts.join(''));
}

function glassFill(s: Canvas): string {
  return s.lin([
    [0, '#d9e6ef'],
    [0.42, '#8aa4b8'],
    [1, '#36495a'],
  ]);
}

// ───────────────────────────── façade parts ─────────────────────────────

type Bars = 'none' | 'cross' | 'mullion' | 'transom' | 'grid';
type WinStyle = {
  frame: string;
  bars: Bars;
  sill?: string | null;
  lintel?: string | null;
  curtain?: string | null;
  shutter?: string | null;
};

function windowEl(
  s: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  st: WinStyle,
  sun: number,
): string {
  if (w <= 0 || h <= 0) return '';
  const wr = Math.round(w * 10) / 10;
  const hr = Math.round(h * 10) / 10;
  const id = s.def(
    `win${wr}|${hr}|${sun}|${JSON.stringify(st)}`,
    (i) => `<g id="${i}">${windowShape(s, wr, hr, st, sun)}</g>`,
  );
  return `<use href="#${id}" x="${n(x)}" y="${n(y)}"/>`;
}

/** A rectangle as a path segment. */
const rp = (x: number, y: number, w: number, h: number) =>
  w > 0 && h > 0 ? `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z` : '';

function windowShape(s: Canvas, w: number, h: number, st: WinStyle, sun: number): string {
  const layers: [string, number, string][] = [];
  const layer = (fill: string, opacity: number, d: string) => {
    if (d) layers.push([fill, opacity, d]);
  };
  const fw = clamp(Math.min(w, h) * 0.07, 1.2, 7);
  const k = clamp(w / 90, 0.2, 1.4);
  if (st.shutter) {
    const sw = w * 0.36;
    layer(st.shutter, 1, rp(-sw - w * 0.03, 0, sw, h) + rp(w * 1.03, 0, sw, h));
    let slats = '';
    for (let i = 1; i < 8; i++)
      slats +=
        rp(-sw - w * 0.03, (h * i) / 8, sw, 1.2 * k) + rp(w * 1.03, (h * i) / 8, sw, 1.2 * k);
    layer(dark(st.shutter, 0.25), 1, slats);
  }
  layer('#000', 0.28, rp(-2 * k, -2 * k, w + 4 * k, h + 4 * k));
  layer(st.frame, 1, rp(0, 0, w, h));
  const gx = fw;
  const gy = fw;
  const gw = w - 2 * fw;
  const gh = h - 2 * fw;
  layer(glassFill(s), 1, rp(gx, gy, gw, gh));
  if (st.curtain)
    layer(st.curtain, 0.85, rp(gx, gy, gw * 0.2, gh) + rp(gx + gw * 0.8, gy, gw * 0.2, gh));
  const quad = (a: number, b: number, c: number, d: number) =>
    `M${n(gx + gw * a)} ${n(gy)}H${n(gx + gw * b)}L${n(gx + gw * c)} ${n(gy + gh)}H${n(gx + gw * d)}z`;
  layer('#fff', 0.15, quad(0.38, 0.62, 0.3, 0.06) + quad(0.7, 0.78, 0.46, 0.38));
  // reveal shadows: on the sun-facing side and under the head
  layer(
    '#000',
    0.2,
    rp(sun > 0 ? gx : gx + gw - fw * 1.4, gy, fw * 1.4, gh) + rp(gx, gy, gw, fw * 1.2),
  );
  const bar = fw * 0.8;
  let bars = '';
  if (st.bars === 'cross' || st.bars === 'mullion' || st.bars === 'grid')
    bars += rp(w / 2 - bar / 2, gy, bar, gh);
  if (st.bars === 'cross' || st.bars === 'transom')
    bars += rp(gx, gy + gh * 0.3 - bar / 2, gw, bar);
  if (st.bars === 'grid') {
    bars += rp(w / 4 - bar / 4, gy, bar / 2, gh) + rp((3 * w) / 4 - bar / 4, gy, bar / 2, gh);
    for (let i = 1; i < 3; i++) bars += rp(gx, gy + (gh * i) / 3 - bar / 4, gw, bar / 2);
  }
  layer(st.frame, 1, bars);
  if (st.sill) {
    layer(st.sill, 1, rp(-6 * k, h, w + 12 * k, 6 * k));
    layer('#000', 0.2, rp(-5 * k, h + 6 * k, w + 10 * k, 4 * k));
  }
  if (st.lintel) layer(st.lintel, 1, rp(-5 * k, -11 * k, w + 10 * k, 9 * k));
  return layers
    .map(
      ([fill, opacity, d]) =>
        `<path d="${d}" fill="${fill}"${opacity < 1 ? ` fill-opacity="${op(opacity)}"` : ''}/>`,
    )
    .join('');
}

function doorEl(
  s: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  frame: string,
  style: 'panel' | 'glass' | 'modern',
): string {
  const k = clamp(w / 80, 0.2, 1.5);
  const out: string[] = [
    rect(x - 5 * k, y - 5 * k, w + 10 * k, h + 5 * k, frame),
    rect(x - 3 * k, y - 3 * k, w + 6 * k, h + 3 * k, '#000', O(0.25)),
  ];
  const transom = style === 'panel' ? h * 0.2 : 0;
  if (transom)
    out.push(
      rect(x, y, w, transom - 3 * k, glassFill(s)),
      rect(x, y + transom - 3 * k, w, 3 * k, frame),
    );
  const dy = y + transom;
  const dh = h - transom;
  out.push(rect(x, dy, w, dh, color));
  if (style === 'panel') {
    out.push(
      rect(x + w * 0.14, dy + dh * 0.08, w * 0.72, dh * 0.34, dark(color, 0.18)),
      rect(x + w * 0.14, dy + dh * 0.52, w * 0.72, dh * 0.38, dark(color, 0.18)),
    );
    out.push(
      rect(x + w * 0.16, dy + dh * 0.1, w * 0.68, dh * 0.3, light(color, 0.05)),
      rect(x + w * 0.16, dy + dh * 0.54, w * 0.68, dh * 0.34, light(color, 0.05)),
    );
  } else if (style === 'glass') {
    out.push(rect(x + w * 0.18, dy + dh * 0.08, w * 0.64, dh * 0.62, glassFill(s)));
    out.push(
      poly(
        [
          [x + w * 0.45, dy + dh * 0.08],
          [x + w * 0.6, dy + dh * 0.08],
          [x + w * 0.3, dy + dh * 0.7],
          [x + w * 0.18, dy + dh * 0.7],
        ],
        '#fff',
        O(0.15),
      ),
    );
  } else {
    out.push(rect(x + w * 0.72, dy + dh * 0.05, w * 0.14, dh * 0.9, glassFill(s)));
    out.push(rect(x + w * 0.58, dy + dh * 0.3, w * 0.05, dh * 0.4, '#c9c9c6'));
  }
  if (style !== 'modern')
    out.push(circle(x + w * 0.85, dy + dh * 0.52, Math.max(1.2, w * 0.035), '#d8c58a'));
  out.push(rect(x, dy, w, 6 * k, '#000', O(0.25)));
  return out.join('');
}

// ───────────────────────────── ground in front of a façade ─────────────────────────────

/** Pavement between the façade (depth zWall) and the camera, with joints converging to the horizon. */
function pavement(
  s: Canvas,
  r: Rng,
  c: Cam,
  zWall: number,
  zEdge: number,
  color: string,
  x0 = -40,
  x1 = 40,
  joint = 1.2,
): void {
  s.add(
    q3(
      c,
      [
        [x0, 0, zWall],
        [x1, 0, zWall],
        [x1, 0, zEdge],
        [x0, 0, zEdge],
      ],
      color,
    ),
  );
  const joints = new Batch();
  for (let z = zWall - 0.6; z > zEdge; z -= 0.6) {
    const [, y] = pr(c, 0, 0, z);
    joints.line([0, y], [VW, y], dark(color, 0.18), clamp(scaleAt(c, z) * 0.015, 0.6, 2));
  }
  for (let x = Math.ceil(x0 / joint) * joint; x <= x1; x += joint)
    joints.line(pr(c, x, 0, zWall), pr(c, x, 0, zEdge), dark(color, 0.15), 1);
  s.add(joints.toString(O(0.7)));
  void r;
}

function road(s: Canvas, c: Cam, zFar: number, color = '#5d5f62'): void {
  const [, y] = pr(c, 0, 0, zFar);
  s.add(
    rect(
      0,
      y,
      VW,
      VH - y,
      s.lin([
        [0, color],
        [1, dark(color, 0.2)],
      ]),
    ),
  );
  // curb
  s.add(rect(0, y - 2, VW, clamp(scaleAt(c, zFar) * 0.14, 3, 16), '#b9b7b1'));
}

// ───────────────────────────── street buildings (frontal) ─────────────────────────────

type TownHouse = {
  x: number;
  w: number;
  /** ground line, px */
  gy: number;
  /** px per metre */
  m: number;
  storeys: number;
  storeyH: number;
  /** Height of the ground floor in metres (defaults to storeyH). */
  groundH?: number;
  wall: Wall;
  roof: 'ridge' | 'gable' | 'flat' | 'mansard';
  roofColor: string;
  roofKind: 'tile' | 'slate';
  roofH: number;
  frame: string;
  door: string;
  doorAt: number;
  bays: number;
  dormer: boolean;
  chimney: boolean;
  bars: Bars;
  curtains: boolean;
  plinth: string;
  stone: string;
  shutters: string | null;
  groundShop?: boolean;
};

function randomTownHouse(r: Rng, x: number, w: number, gy: number, m: number): TownHouse {
  const wall = pickWall(r, 0.7);
  const slate = r.chance(0.5);
  const roof = r.pick(['ridge', 'ridge', 'ridge', 'gable', 'flat', 'mansard'] as const);
  return {
    x,
    w,
    gy,
    m,
    storeys: r.int(2, 3),
    storeyH: r.range(2.9, 3.2),
    wall,
    roof,
    roofColor: slate
      ? r.pick(['#3b3f46', '#44474d', '#33363b'])
      : r.pick(['#9b4d31', '#7a4330', '#35373b', '#8d5a3c']),
    roofKind: slate ? 'slate' : 'tile',
    roofH: r.range(3.2, 4.2),
    frame: r.pick(FRAMES),
    door: r.pick(DOORS),
    doorAt: r.int(0, 1),
    bays: Math.max(2, Math.min(4, Math.round(w / m / 2.4))),
    dormer: r.chance(0.5),
    chimney: r.chance(0.6),
    bars: r.pick(['none', 'transom', 'cross', 'mullion'] as const),
    curtains: r.chance(0.5),
    plinth: r.pick(['#4b5058', '#5a5d60', '#6b6a66']),
    stone: r.pick(['#e9e4d8', '#d8d2c4', '#c9c6bf', '#f2efe8']),
    shutters: null,
  };
}

/** A terraced town house in elevation; returns the y of its roof ridge. */
function townHouse(s: Canvas, r: Rng, env: Env, h: TownHouse): number {
  const { x, w, gy, m } = h;
  const groundH = h.groundH ?? h.storeyH;
  const floorBase = (floor: number) =>
    gy - (floor === 0 ? 0 : groundH + (floor - 1) * h.storeyH) * m;
  const wallTop = floorBase(h.storeys);
  const out: string[] = [];
  const ridgeY =
    h.roof === 'flat'
      ? wallTop - 0.5 * m
      : h.roof === 'gable'
        ? wallTop - w * 0.42
        : wallTop - h.roofH * m * 0.75;
  // roof behind
  if (h.roof === 'ridge' || h.roof === 'mansard') {
    const fill = roofFill(s, h.roofColor, h.roofKind, m / 80);
    if (h.chimney) {
      const cx = x + w * r.range(0.15, 0.8);
      out.push(
        rect(cx, ridgeY - 0.9 * m, 0.7 * m, 1.6 * m, brickFill(s, '#8e4a36', m / 80)),
        rect(cx - 0.08 * m, ridgeY - 0.98 * m, 0.86 * m, 0.12 * m, '#6c6c6a'),
      );
    }
    if (h.roof === 'mansard') {
      const breakY = wallTop - h.roofH * m * 0.55;
      out.push(
        poly(
          [
            [x, wallTop],
            [x + w, wallTop],
            [x + w - 0.25 * m, breakY],
            [x + 0.25 * m, breakY],
          ],
          fill,
        ),
      );
      out.push(
        poly(
          [
            [x + 0.25 * m, breakY],
            [x + w - 0.25 * m, breakY],
            [x + w - 0.8 * m, ridgeY],
            [x + 0.8 * m, ridgeY],
          ],
          dark(h.roofColor, 0.15),
        ),
      );
    } else {
      out.push(
        poly(
          [
            [x - 0.05 * m, wallTop],
            [x + w + 0.05 * m, wallTop],
            [x + w, ridgeY],
            [x, ridgeY],
          ],
          fill,
        ),
      );
      out.push(rect(x, ridgeY - 0.12 * m, w, 0.14 * m, dark(h.roofColor, 0.25)));
    }
    const inset = h.roof === 'mansard' ? 0.8 * m : 0;
    out.push(
      poly(
        [
          [x, wallTop],
          [x + w, wallTop],
          [x + w - inset, ridgeY],
          [x + inset, ridgeY],
        ],
        s.lin([
          [0, '#fff', 0.1],
          [1, '#000', 0.25],
        ]),
      ),
    );
    if (h.dormer) {
      const dw = Math.min(w * 0.4, 2.6 * m);
      const dx = x + (w - dw) / 2;
      const dBottom = wallTop - h.roofH * m * 0.12;
      const dTop = dBottom - 1.6 * m;
      out.push(
        rect(
          dx,
          dTop,
          dw,
          dBottom - dTop,
          h.wall.kind === 'brick' ? h.roofColor : light(h.roofColor, 0.05),
        ),
      );
      out.push(
        rect(dx - 0.12 * m, dTop - 0.18 * m, dw + 0.24 * m, 0.22 * m, dark(h.roofColor, 0.3)),
      );
      out.push(
        windowEl(
          s,
          dx + dw * 0.16,
          dTop + 0.25 * m,
          dw * 0.68,
          1.15 * m,
          { frame: h.frame, bars: 'mullion' },
          env.sun,
        ),
      );
    }
  }
  // walls
  out.push(rect(x, wallTop, w, gy - wallTop, wallFill(s, h.wall, m / 80)));
  if (h.roof === 'gable') {
    const apex: Pt = [x + w / 2, ridgeY];
    out.push(poly([[x, wallTop + 1], apex, [x + w, wallTop + 1]], wallFill(s, h.wall, m / 80)));
    const t = 0.35 * m;
    out.push(
      poly(
        [
          [x - 0.3 * m, wallTop + 0.25 * m],
          apex,
          [x + w + 0.3 * m, wallTop + 0.25 * m],
          [x + w + 0.3 * m, wallTop + 0.25 * m + t],
          [apex[0], apex[1] + t * 1.2],
          [x - 0.3 * m, wallTop + 0.25 * m + t],
        ],
        h.roofColor,
      ),
    );
    out.push(
      poly(
        [
          [x - 0.3 * m, wallTop + 0.25 * m + t],
          [apex[0], apex[1] + t * 1.2],
          [x + w + 0.3 * m, wallTop + 0.25 * m + t],
          [x + w + 0.3 * m, wallTop + 0.25 * m + t * 1.5],
          [apex[0], apex[1] + t * 1.7],
          [x - 0.3 * m, wallTop + 0.25 * m + t * 1.5],
        ],
        '#000',
        O(0.18),
      ),
    );
    const aw = Math.min(w * 0.2, 1.1 * m);
    out.push(
      windowEl(
        s,
        x + w / 2 - aw / 2,
        wallTop - w * 0.22,
        aw,
        aw * 1.1,
        { frame: h.frame, bars: 'cross', sill: h.stone },
        env.sun,
      ),
    );
  }
  // wall light / shade wash
  out.push(
    rect(
      x,
      wallTop,
      w,
      gy - wallTop,
      s.lin(
        [
          [0, '#fff', env.sun > 0 ? 0 : 0.08],
          [1, '#fff', env.sun > 0 ? 0.08 : 0],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  if (h.roof === 'flat') {
    out.push(
      rect(x - 0.1 * m, wallTop - 0.5 * m, w + 0.2 * m, 0.5 * m, wallFill(s, h.wall, m / 80)),
    );
    out.push(rect(x - 0.15 * m, wallTop - 0.62 * m, w + 0.3 * m, 0.16 * m, h.stone));
  } else if (h.roof !== 'gable') {
    // cornice / gutter with its shadow
    out.push(
      rect(
        x - 0.05 * m,
        wallTop - 0.06 * m,
        w + 0.1 * m,
        0.26 * m,
        h.wall.kind === 'brick' ? '#f1efe9' : dark(h.wall.color, 0.1),
      ),
    );
    out.push(
      rect(
        x,
        wallTop + 0.2 * m,
        w,
        0.35 * m,
        s.lin([
          [0, '#000', 0.3],
          [1, '#000', 0],
        ]),
      ),
    );
  }
  // plinth
  out.push(
    rect(x, gy - 0.45 * m, w, 0.45 * m, h.plinth),
    rect(x, gy - 0.47 * m, w, 0.04 * m, light(h.plinth, 0.3)),
  );
  // openings
  const bayW = w / h.bays;
  for (let floor = 0; floor < h.storeys; floor++) {
    const base = floorBase(floor);
    if (floor > 0)
      out.push(
        rect(
          x,
          base - 0.08 * m,
          w,
          0.1 * m,
          h.wall.kind === 'brick' ? dark(h.wall.color, 0.12) : light(h.wall.color, 0.25),
          O(0.6),
        ),
      );
    for (let b = 0; b < h.bays; b++) {
      const cx = x + bayW * (b + 0.5);
      if (h.groundShop && floor === 0) continue;
      if (floor === 0 && b === (h.doorAt ? h.bays - 1 : 0)) {
        const dw = Math.min(1.1 * m, bayW * 0.6);
        out.push(rect(cx - dw / 2 - 0.25 * m, base - 0.2 * m, dw + 0.5 * m, 0.2 * m, h.stone));
        out.push(
          doorEl(
            s,
            cx - dw / 2,
            base - 2.55 * m,
            dw,
            2.35 * m,
            h.door,
            h.frame === '#f3f3f0' ? '#f3f3f0' : h.stone,
            r.pick(['panel', 'glass', 'modern'] as const),
          ),
        );
        continue;
      }
      const ww = Math.min(1.35 * m, bayW * 0.62);
      const wh = floor === 0 ? 1.8 * m : h.storeyH * m * 0.58;
      const wy = base - (floor === 0 ? 0.85 * m : h.storeyH * m * 0.28) - wh;
      out.push(
        windowEl(
          s,
          cx - ww / 2,
          wy,
          ww,
          wh,
          {
            frame: h.frame,
            bars: h.bars,
            sill: h.stone,
            lintel: h.wall.kind === 'brick' ? h.stone : null,
            curtain: h.curtains && (floor + b) % 2 === 0 ? '#f4f0e6' : null,
            shutter: h.shutters,
          },
          env.sun,
        ),
      );
    }
  }
  // downpipe
  out.push(rect(x + w - 0.22 * m, wallTop, 0.1 * m, gy - wallTop - 0.45 * m, '#6d6f72'));
  // party-wall shadow line
  out.push(rect(x, wallTop, 1.5, gy - wallTop, '#000', O(0.25)));
  s.add(out.join(''));
  return ridgeY;
}

// ───────────────────────────── facade scenes ─────────────────────────────

function streetCam(gy: number, m: number, d: number, ex = 0, cx = VW / 2): Cam {
  // façade plane at depth d: 1 m = m px there; eye 1.6 m
  return { f: m * d, cx, cy: gy - 1.6 * m, ex, ey: 1.6 };
}

function facadeHouse(s: Canvas, r: Rng): void {
  const env = makeEnv(r);
  const gr = greens(r, env);
  if (r.chance(0.55)) {
    // terraced street house between neighbours
    const gy = r.range(850, 880);
    const main = randomTownHouse(r, 0, 1, gy, 80);
    if (main.roof === 'flat' || main.roof === 'gable') main.roof = 'ridge';
    // the whole house, roof and chimney included, fits in the frame
    const tall = main.storeys * main.storeyH + main.roofH * 0.75 + (main.chimney ? 1 : 0.4);
    const m = Math.min(86, (gy - 90) / tall);
    const d = 14;
    const c = streetCam(gy, m, d);
    sky(s, r, env, gy);
    const w = r.range(6.2, 7.6) * m;
    const x = VW / 2 - w / 2 + r.range(-60, 60);
    Object.assign(main, { x, w, m, bays: Math.max(2, Math.min(4, Math.round(w / m / 2.4))) });
    // neighbours
    let lx = x;
    while (lx > -50) {
      const nw = r.range(5.5, 8) * m;
      townHouse(s, r, env, randomTownHouse(r, lx - nw, nw, gy, m));
      lx -= nw;
    }
    let rx = x + w;
    while (rx < VW + 50) {
      const nw = r.range(5.5, 8) * m;
      townHouse(s, r, env, randomTownHouse(r, rx, nw, gy, m));
      rx += nw;
    }
    townHouse(s, r, env, main);
    pavement(s, r, c, d, d - 3.2, r.pick(['#b7b3aa', '#a9a69f', '#c2bcb0']));
    road(s, c, d - 3.2);
    if (r.chance(0.6)) {
      const tx = r.chance(0.5) ? x - r.range(2.8, 3.6) * m : x + w + r.range(2.8, 3.6) * m;
      const [, ty] = pr(c, 0, 0, d - 2.4);
      s.add(tree(s, r, env, tx, ty, r.range(7, 9) * scaleAt(c, d - 2.4), gr, 'round'));
    }
    finish(s, env);
    return;
  }
  detachedHouse(s, r, env, gr, false);
}

/** A detached house or villa in three-quarter view with front garden. */
function detachedHouse(s: Canvas, r: Rng, env: Env, gr: Greens, villa: boolean): void {
  const modern = villa ? r.chance(0.4) : r.chance(0.3);
  const width = villa ? r.range(15, 19) : r.range(9, 11.5);
  const depth = villa ? r.range(10, 13) : r.range(8, 10);
  const storeys = villa ? 2 : r.pick([1, 2, 2]);
  const storeyH = 3;
  const he = storeys * storeyH + (storeys === 1 ? 0.6 : 0);
  const d = villa ? r.range(24, 28) : r.range(18, 21);
  const side = r.sign();
  const x0 = -width / 2;
  const x1 = width / 2;
  const ex = side * (width / 2 + r.range(2.5, 5));
  const m = (villa ? 980 : 650) / width;
  const f = m * d;
  const ey = 1.6;
  const gy = r.range(790, 830);
  const cy = gy - ey * m;
  const cx = VW / 2 - (0 - ex) * m + r.range(-40, 40);
  const c: Cam = { f, cx, cy, ex, ey };
  sky(s, r, env, gy);
  // distant tree line
  const horizonTrees: string[] = [];
  for (let i = 0; i < 14; i++) {
    const tx = (i / 13) * VW + r.range(-40, 40);
    horizonTrees.push(circle(tx, cy + 10, r.range(50, 90), mix(gr.dark, env.haze, 0.55)));
  }
  s.add(g(horizonTrees));
  // lawn
  s.add(rect(0, cy, VW, VH - cy, grassFill(s, mix(gr.mid, '#6f8f3a', 0.3), 0.9)));
  s.add(
    rect(
      0,
      cy,
      VW,
      VH - cy,
      s.lin([
        [0, env.haze, 0.45],
        [0.25, env.haze, 0],
        [1, '#000', 0.1],
      ]),
    ),
  );
  // background trees behind the house
  const back: string[] = [];
  for (let i = 0; i < 4; i++) {
    const tx = r.range(-14, 14);
    const tz = d + depth + r.range(4, 12);
    const [px, py] = pr(c, tx, 0, tz);
    back.push(
      tree(
        s,
        r,
        env,
        px,
        py,
        r.range(10, 16) * scaleAt(c, tz),
        gr,
        r.pick(['round', 'round', 'conifer'] as const),
      ),
    );
  }
  s.add(...back);
  const wall = modern
    ? ({ kind: 'render', color: r.pick(['#f2f0eb', '#eceae4', '#e6e1d6']) } as Wall)
    : pickWall(r, villa ? 0.55 : 0.75);
  const roofType = modern
    ? 'flat'
    : villa
      ? r.pick(['hip', 'hip', 'mansard'] as const)
      : r.pick(['gableSide', 'gableFront', 'hip'] as const);
  const roofColor = modern
    ? '#3a3c40'
    : r.pick(['#3b3f46', '#33363b', '#944a30', '#7a4330', '#2c2e31']);
  const roofKind = roofColor === '#944a30' || roofColor === '#7a4330' ? 'tile' : 'slate';
  const frame = modern ? r.pick(['#2e3134', '#2e3134', '#f3f3f0']) : r.pick(FRAMES);
  const stone = r.pick(['#ece7db', '#dcd6c8', '#f4f2ec']);
  const wallColor = wall.kind === 'brick' ? wall.color : wall.color;
  const fill = wallFill(s, wall, m / 80);
  const sideShade = env.sun === side ? 0.28 : 0.12;
  const sx = side > 0 ? x1 : x0;
  const frontZ = d;
  const backZ = d + depth;
  // path & driveway on the lawn
  const pathColor = r.pick(['#cfc8ba', '#bfb8aa', '#a8a49c']);
  // modern houses: a rendered block with large glazing and a clad block holding the front door
  const cladLeft = r.chance(0.5);
  const split = x0 + width * (cladLeft ? r.range(0.38, 0.5) : r.range(0.5, 0.62));
  const modernDoor = cladLeft ? split - 2.2 : split + 1;
  const doorX = modern ? modernDoor + 0.55 : 0;
  const hz = r.range(9.5, 11.5);
  s.add(
    q3(
      c,
      [
        [doorX - 0.7, 0, frontZ],
        [doorX + 0.7, 0, frontZ],
        [doorX + 0.8, 0, hz - 0.3],
        [doorX - 0.8, 0, hz - 0.3],
      ],
      pathColor,
    ),
  );
  const driveX = side > 0 ? x1 + 0.5 : x0 - 3.5;
  s.add(
    q3(
      c,
      [
        [driveX, 0, backZ],
        [driveX + 3, 0, backZ],
        [driveX + 3.6, 0, 3],
        [driveX - 0.6, 0, 3],
      ],
      mix(pathColor, '#8d8a84', 0.35),
    ),
  );
  const out: string[] = [];
  // side wall
  const sidePts: P3[] =
    side > 0
      ? [
          [sx, 0, frontZ],
          [sx, 0, backZ],
          [sx, he, backZ],
          [sx, he, frontZ],
        ]
      : [
          [sx, 0, backZ],
          [sx, 0, frontZ],
          [sx, he, frontZ],
          [sx, he, backZ],
        ];
  out.push(q3(c, sidePts, fill), q3(c, sidePts, '#000', O(sideShade)));
  const ov = 0.4;
  const rf = roofFill(s, roofColor, roofKind, m / 80);
  const ridgeH =
    he +
    (roofType === 'gableFront'
      ? width * 0.42
      : roofType === 'mansard'
        ? 4.2
        : Math.min(depth, width) * 0.42);
  const zm = (frontZ + backZ) / 2;
  if (roofType === 'gableSide') {
    const gablePts: P3[] =
      side > 0
        ? [
            [sx, he, frontZ],
            [sx, he, backZ],
            [sx, ridgeH, zm],
          ]
        : [
            [sx, he, backZ],
            [sx, he, frontZ],
            [sx, ridgeH, zm],
          ];
    out.push(q3(c, gablePts, fill), q3(c, gablePts, '#000', O(sideShade)));
  }
  // front wall
  const fp = prs(c, [
    [x0, 0, frontZ],
    [x1, 0, frontZ],
    [x1, he, frontZ],
    [x0, he, frontZ],
  ]);
  out.push(poly(fp, fill));
  out.push(
    poly(
      fp,
      s.lin(
        [
          [0, '#fff', env.sun === side ? 0.1 : 0],
          [1, '#fff', env.sun === side ? 0 : 0.1],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  if (roofType === 'gableFront')
    out.push(
      q3(
        c,
        [
          [x0, he - 0.01, frontZ],
          [x1, he - 0.01, frontZ],
          [0, ridgeH, frontZ],
        ],
        fill,
      ),
    );
  // roof (a chimney first: the roof plane hides its lower part)
  if (roofType !== 'flat' && roofType !== 'gableFront' && r.chance(0.7)) {
    const chx = r.range(x0 + 1.5, x1 - 2.2);
    out.push(
      box(c, chx, chx + 0.7, ridgeH - 1, ridgeH + 0.8, zm - 0.3, zm + 0.3, {
        front: '#8a4a36',
        side: '#6d3a2b',
        top: '#555',
      }),
    );
  }
  if (roofType === 'hip' || roofType === 'mansard') {
    const inset = roofType === 'mansard' ? 0.9 : (ridgeH - he) * 1.05;
    const ridgeHH = roofType === 'mansard' ? ridgeH : ridgeH;
    const front: P3[] = [
      [x0 - ov, he, frontZ - ov],
      [x1 + ov, he, frontZ - ov],
      [x1 + ov - inset, ridgeHH, frontZ + inset],
      [x0 - ov + inset, ridgeHH, frontZ + inset],
    ];
    const sidePlane: P3[] =
      side > 0
        ? [
            [x1 + ov, he, frontZ - ov],
            [x1 + ov, he, backZ + ov],
            [x1 + ov - inset, ridgeHH, backZ - inset],
            [x1 + ov - inset, ridgeHH, frontZ + inset],
          ]
        : [
            [x0 - ov, he, backZ + ov],
            [x0 - ov, he, frontZ - ov],
            [x0 - ov + inset, ridgeHH, frontZ + inset],
            [x0 - ov + inset, ridgeHH, backZ - inset],
          ];
    out.push(q3(c, sidePlane, rf), q3(c, sidePlane, '#000', O(0.3)));
    out.push(
      q3(c, front, rf),
      q3(
        c,
        front,
        s.lin([
          [0, '#fff', 0.12],
          [1, '#000', 0.2],
        ]),
      ),
    );
    if (roofType === 'mansard')
      out.push(
        q3(
          c,
          [
            [x0 - ov + inset, ridgeHH, frontZ + inset],
            [x1 + ov - inset, ridgeHH, frontZ + inset],
            [x1 + ov - inset, ridgeHH, backZ - inset],
            [x0 - ov + inset, ridgeHH, backZ - inset],
          ],
          dark(roofColor, 0.2),
        ),
      );
  } else if (roofType === 'gableSide') {
    const front: P3[] = [
      [x0 - ov, he, frontZ - ov],
      [x1 + ov, he, frontZ - ov],
      [x1 + ov, ridgeH, zm],
      [x0 - ov, ridgeH, zm],
    ];
    out.push(
      q3(c, front, rf),
      q3(
        c,
        front,
        s.lin([
          [0, '#fff', 0.12],
          [1, '#000', 0.2],
        ]),
      ),
    );
    const edge: P3[] =
      side > 0
        ? [
            [x1 + ov, he, frontZ - ov],
            [x1 + ov, ridgeH, zm],
            [x1 + ov, he, backZ + ov],
          ]
        : [
            [x0 - ov, he, frontZ - ov],
            [x0 - ov, ridgeH, zm],
            [x0 - ov, he, backZ + ov],
          ];
    out.push(polyline(prs(c, edge), dark(roofColor, 0.1), 0.14 * m));
  } else if (roofType === 'gableFront') {
    const sideRoof: P3[] =
      side > 0
        ? [
            [x1 + ov, he, frontZ - ov],
            [x1 + ov, he, backZ + ov],
            [0, ridgeH, backZ + ov],
            [0, ridgeH, frontZ - ov],
          ]
        : [
            [x0 - ov, he, backZ + ov],
            [x0 - ov, he, frontZ - ov],
            [0, ridgeH, frontZ - ov],
            [0, ridgeH, backZ + ov],
          ];
    out.push(face(c, sideRoof, rf));
    const verge = prs(c, [
      [x0 - ov, he - 0.1, frontZ - ov],
      [0, ridgeH, frontZ - ov],
      [x1 + ov, he - 0.1, frontZ - ov],
    ]);
    out.push(polyline(verge, roofColor, 0.45 * m, ' stroke-linejoin="miter"'));
    out.push(
      polyline(
        verge.map(([px, py]) => [px, py + 0.3 * m] as Pt),
        '#000',
        0.2 * m,
        O(0.15),
      ),
    );
  } else {
    // flat roof: coping, cantilever
    out.push(
      q3(
        c,
        [
          [x0 - 0.1, he, frontZ - 0.1],
          [x1 + 0.1, he, frontZ - 0.1],
          [x1 + 0.1, he + 0.35, frontZ - 0.1],
          [x0 - 0.1, he + 0.35, frontZ - 0.1],
        ],
        '#3a3c40',
      ),
    );
  }
  s.add(out.join(''));
  // façade details on the front plane
  const fx = (X: number) => pr(c, X, 0, frontZ)[0];
  const fy = (Y: number) => pr(c, 0, Y, frontZ)[1];
  const det: string[] = [];
  det.push(
    rect(fx(x0), fy(0.45), fx(x1) - fx(x0), fy(0) - fy(0.45), modern ? '#55585c' : '#4c5157'),
  );
  if (roofType !== 'flat' && roofType !== 'gableFront')
    det.push(
      rect(
        fx(x0),
        fy(he),
        fx(x1) - fx(x0),
        0.4 * m,
        s.lin([
          [0, '#000', 0.35],
          [1, '#000', 0],
        ]),
      ),
    );
  const shut =
    !modern && !villa && r.chance(0.3) ? r.pick(['#3d5a47', '#4a5560', '#6f7a6a']) : null;
  if (modern) {
    // large glazing, a clad block (wood, dark panels or brick) and a door in the clad block
    const cx0 = cladLeft ? x0 : split;
    const cx1 = cladLeft ? split : x1;
    const px0 = cladLeft ? split : x0;
    const px1 = cladLeft ? x1 : split;
    const cladKind = r.pick(['wood', 'wood', 'dark', 'brick'] as const);
    const cladFill =
      cladKind === 'wood'
        ? woodFill(s, r.pick(['#9b6a44', '#8a6142', '#b07d52']), Math.max(6, m * 0.18))
        : cladKind === 'dark'
          ? claddingFill(s, r.pick(['#3a3d42', '#4a4e54', '#5b5f58']), Math.max(8, m * 0.3))
          : brickFill(s, r.pick(['#5d4038', '#8c8178', '#7b4b3a']), m / 80);
    det.push(rect(fx(cx0), fy(he), fx(cx1) - fx(cx0), fy(0.45) - fy(he), cladFill));
    det.push(
      rect(
        fx(cx0),
        fy(he),
        fx(cx1) - fx(cx0),
        fy(0.45) - fy(he),
        s.lin([
          [0, '#000', 0.2],
          [1, '#000', 0],
        ]),
      ),
    );
    const gx0 = px0 + (px1 - px0) * 0.1;
    const gx1 = px1 - (px1 - px0) * 0.1;
    det.push(
      windowEl(
        s,
        fx(gx0),
        fy(2.7),
        fx(gx1) - fx(gx0),
        fy(0.1) - fy(2.7),
        { frame, bars: r.pick(['grid', 'mullion'] as const) },
        env.sun,
      ),
    );
    if (storeys > 1) {
      det.push(
        windowEl(
          s,
          fx(px0 + (px1 - px0) * 0.15),
          fy(5.4),
          fx(px0 + (px1 - px0) * 0.6) - fx(px0 + (px1 - px0) * 0.15),
          fy(3.6) - fy(5.4),
          { frame, bars: 'mullion' },
          env.sun,
        ),
      );
      det.push(
        windowEl(
          s,
          fx(cx0 + 0.7),
          fy(5.5),
          fx(cx1 - 0.7) - fx(cx0 + 0.7),
          fy(4.1) - fy(5.5),
          { frame, bars: 'mullion' },
          env.sun,
        ),
      );
    }
    det.push(
      doorEl(
        s,
        fx(modernDoor),
        fy(2.4),
        fx(modernDoor + 1.1) - fx(modernDoor),
        fy(0) - fy(2.4),
        '#2e3134',
        '#2e3134',
        'modern',
      ),
    );
    // canopy over the entrance
    det.push(
      rect(
        fx(modernDoor - 0.8),
        fy(2.85),
        fx(modernDoor + 1.9) - fx(modernDoor - 0.8),
        0.16 * m,
        '#2e3134',
      ),
      rect(
        fx(modernDoor - 0.8),
        fy(2.69),
        fx(modernDoor + 1.9) - fx(modernDoor - 0.8),
        0.25 * m,
        s.lin([
          [0, '#000', 0.3],
          [1, '#000', 0],
        ]),
      ),
    );
  } else {
    const bays = villa ? (r.chance(0.5) ? 5 : 7) : r.pick([3, 3, 4]);
    const bayW = width / bays;
    const mid = Math.floor(bays / 2);
    const bars = r.pick(['cross', 'mullion', 'grid', 'transom'] as const);
    for (let floor = 0; floor < storeys; floor++) {
      for (let b = 0; b < bays; b++) {
        const bx = x0 + bayW * (b + 0.5);
        if (floor === 0 && b === mid) {
          const dw = villa ? 1.5 : 1.1;
          det.push(
            rect(
              fx(bx - dw / 2 - 0.5),
              fy(0.22),
              fx(bx + dw / 2 + 0.5) - fx(bx - dw / 2 - 0.5),
              fy(0) - fy(0.22),
              stone,
            ),
          );
          det.push(
            doorEl(
              s,
              fx(bx - dw / 2),
              fy(2.65),
              fx(bx + dw / 2) - fx(bx - dw / 2),
              fy(0.22) - fy(2.65),
              r.pick(DOORS),
              frame === '#f3f3f0' ? frame : stone,
              r.pick(['panel', 'glass'] as const),
            ),
          );
          if (villa) {
            // portico / canopy
            det.push(
              rect(
                fx(bx - dw / 2 - 0.9),
                fy(3.05),
                fx(bx + dw / 2 + 0.9) - fx(bx - dw / 2 - 0.9),
                fy(2.8) - fy(3.05),
                stone,
              ),
            );
            det.push(
              rect(fx(bx - dw / 2 - 0.85), fy(2.8), 0.25 * m, fy(0.22) - fy(2.8), stone),
              rect(fx(bx + dw / 2 + 0.6), fy(2.8), 0.25 * m, fy(0.22) - fy(2.8), stone),
            );
            det.push(
              rect(
                fx(bx - dw / 2 - 0.9),
                fy(2.8),
                fx(bx + dw / 2 + 0.9) - fx(bx - dw / 2 - 0.9),
                0.15 * m,
                '#000',
                O(0.25),
              ),
            );
          }
          continue;
        }
        if (
          !villa &&
          floor === 0 &&
          b === (side > 0 ? bays - 1 : 0) &&
          r.chance(0.5) &&
          storeys === 2
        ) {
          // garage door
          const gw = Math.min(bayW * 0.85, 2.6);
          const gx = fx(bx - gw / 2);
          const gwp = fx(bx + gw / 2) - gx;
          det.push(
            rect(gx - 0.1 * m, fy(2.3), gwp + 0.2 * m, fy(0) - fy(2.3), stone),
            rect(gx, fy(2.2), gwp, fy(0) - fy(2.2), r.pick(['#d9d6cf', '#4a4d51', '#8d6a4a'])),
          );
          for (let i = 1; i < 6; i++)
            det.push(rect(gx, fy(2.2 - (2.2 * i) / 6), gwp, 0.04 * m, '#000', O(0.2)));
          continue;
        }
        const ww = Math.min(bayW * 0.55, villa ? 1.4 : 1.3);
        const wh = floor === 0 ? 2.0 : 1.7;
        const bottom = floor * storeyH + (floor === 0 ? 0.75 : 0.95);
        det.push(
          windowEl(
            s,
            fx(bx - ww / 2),
            fy(bottom + wh),
            fx(bx + ww / 2) - fx(bx - ww / 2),
            fy(bottom) - fy(bottom + wh),
            {
              frame,
              bars,
              sill: stone,
              lintel: wall.kind === 'brick' ? stone : null,
              shutter: shut,
              curtain: r.chance(0.3) ? '#f3efe5' : null,
            },
            env.sun,
          ),
        );
      }
    }
    if (storeys === 1 || roofType === 'hip' || roofType === 'mansard') {
      // dormers on the front roof plane
      const count = villa ? (roofType === 'mansard' ? 3 : r.int(0, 3)) : r.int(0, 2);
      for (let i = 0; i < count; i++) {
        const dxw = x0 + (width * (i + 1)) / (count + 1);
        const zb = frontZ + 0.6;
        const yb = he + 0.5;
        out.length = 0;
        det.push(
          box(c, dxw - 0.8, dxw + 0.8, yb, yb + 1.7, zb, zb + 1.5, {
            front: wall.kind === 'brick' ? stone : wallColor,
            side: dark(wall.kind === 'brick' ? stone : wallColor, 0.2),
          }),
        );
        const p0 = pr(c, dxw - 0.5, yb + 1.4, zb);
        const p1 = pr(c, dxw + 0.5, yb + 0.2, zb);
        det.push(
          windowEl(
            s,
            p0[0],
            p0[1],
            p1[0] - p0[0],
            p1[1] - p0[1],
            { frame, bars: 'mullion' },
            env.sun,
          ),
        );
        det.push(
          q3(
            c,
            [
              [dxw - 0.95, yb + 1.7, zb - 0.15],
              [dxw + 0.95, yb + 1.7, zb - 0.15],
              [dxw + 0.95, yb + 1.9, zb + 1.5],
              [dxw - 0.95, yb + 1.9, zb + 1.5],
            ],
            dark(roofColor, 0.15),
          ),
        );
      }
    }
  }
  // downpipe at the corner
  det.push(
    rect(fx(side > 0 ? x1 - 0.25 : x0 + 0.12), fy(he), 0.12 * m, fy(0.45) - fy(he), '#6d6f72'),
  );
  s.add(det.join(''));
  // foundation shadow on the lawn
  s.add(
    q3(
      c,
      [
        [x0 - 0.3, 0, frontZ - 0.6],
        [x1 + 0.3, 0, frontZ - 0.6],
        [x1 + 0.3, 0, frontZ],
        [x0 - 0.3, 0, frontZ],
      ],
      '#000',
      O(0.15),
    ),
  );
  // gravel/terrace strip along the house
  s.add(
    q3(
      c,
      [
        [x0 - 0.5, 0, frontZ - 1],
        [x1 + 0.5, 0, frontZ - 1],
        [x1 + 0.5, 0, frontZ - 0.05],
        [x0 - 0.5, 0, frontZ - 0.05],
      ],
      pathColor,
      O(0.85),
    ),
  );
  // planting
  const fg: string[] = [];
  const flowers = r.pick(['#e9d25a', '#f4f1ea', '#d77fa1', '#c9546b', '#9b7fd1']);
  for (let i = 0; i < (villa ? 8 : 5); i++) {
    const px = r.range(x0, x1);
    if (Math.abs(px - doorX) < 1.6) continue;
    const [sxp, syp] = pr(c, px, 0, frontZ - 0.8);
    fg.push(
      shrub(
        r,
        sxp,
        syp,
        r.range(0.5, 0.9) * scaleAt(c, frontZ - 0.8),
        gr,
        r.chance(0.5) ? flowers : undefined,
      ),
    );
  }
  // framing trees
  const treeSpots: [number, number][] = [
    [-side * (width / 2 + r.range(3, 6)), d - r.range(2, 6)],
    [side * (width / 2 + r.range(6, 9)), d + r.range(2, 6)],
  ];
  for (const [tx, tz] of treeSpots) {
    const [px, py] = pr(c, tx, 0, tz);
    fg.push(
      tree(
        s,
        r,
        env,
        px,
        py,
        r.range(9, 13) * scaleAt(c, tz),
        gr,
        r.pick(['round', 'round', 'birch', 'conifer'] as const),
      ),
    );
  }
  s.add(...fg);
  // front hedge with an opening for the path
  const hedgeH = r.range(0.7, 1);
  const leftEdge = pr(c, -30, 0, hz)[0];
  const gapL = pr(c, doorX - 1.4, 0, hz)[0];
  const gapR = pr(c, Math.max(doorX + 1.4, driveX + 4), 0, hz)[0];
  const drL = pr(c, driveX - 0.8, 0, hz)[0];
  const hyB = pr(c, 0, 0, hz)[1];
  const hh = hedgeH * scaleAt(c, hz);
  if (driveX < doorX) {
    s.add(
      hedge(r, leftEdge, hyB, drL - leftEdge, hh, gr),
      hedge(r, pr(c, driveX + 3.8, 0, hz)[0], hyB, gapL - pr(c, driveX + 3.8, 0, hz)[0], hh, gr),
      hedge(r, pr(c, doorX + 1.4, 0, hz)[0], hyB, VW + 200 - pr(c, doorX + 1.4, 0, hz)[0], hh, gr),
    );
  } else {
    s.add(
      hedge(r, leftEdge, hyB, gapL - leftEdge, hh, gr),
      hedge(r, pr(c, doorX + 1.4, 0, hz)[0], hyB, drL - pr(c, doorX + 1.4, 0, hz)[0], hh, gr),
      hedge(r, gapR, hyB, VW + 200 - gapR, hh, gr),
    );
  }
  finish(s, env);
}

function facadeVilla(s: Canvas, r: Rng): void {
  const env = makeEnv(r);
  detachedHouse(s, r, env, greens(r, env), true);
}

function streetTrees(
  s: Canvas,
  r: Rng,
  env: Env,
  gr: Greens,
  c: Cam,
  z: number,
  xs: readonly number[],
): void {
  for (const tx of xs) {
    const [px, py] = pr(c, tx, 0, z);
    s.add(
      tree(
        s,
        r,
        env,
        px,
        py,
        r.range(7.5, 9.5) * scaleAt(c, z),
        gr,
        r.chance(0.3) ? 'birch' : 'round',
      ),
    );
  }
}

function neighbours(
  s: Canvas,
  r: Rng,
  env: Env,
  left: number,
  right: number,
  gy: number,
  m: number,
): void {
  let lx = left;
  while (lx > -50) {
    const nw = r.range(5.5, 8) * m;
    townHouse(s, r, env, randomTownHouse(r, lx - nw, nw, gy, m));
    lx -= nw;
  }
  let rx = right;
  while (rx < VW + 50) {
    const nw = r.range(5.5, 8) * m;
    townHouse(s, r, env, randomTownHouse(r, rx, nw, gy, m));
    rx += nw;
  }
}

function facadeApartment(s: Canvas, r: Rng): void {
  const env = makeEnv(r);
  const gr = greens(r, env);
  const floors = r.int(3, 6);
  const storeyH = 3.1;
  const gy = r.range(900, 935);
  const top = r.range(90, 150);
  const penthouse = floors >= 4 && r.chance(0.55);
  const m = Math.min(95, (gy - top) / (floors * storeyH + (penthouse ? 0.4 : 0.8)));
  let bays = r.int(3, 5);
  let bayW = r.range(3.8, 4.6);
  while (bays * bayW * m > 1380 && bays > 3) bays--;
  if (bays * bayW * m > 1380) bayW = 1380 / m / bays;
  const width = bays * bayW * m;
  const x = VW / 2 - width / 2 + r.range(-50, 50);
  const d = 18;
  const c = streetCam(gy, m, d);
  sky(s, r, env, gy);
  const wall = pickWall(r, 0.55);
  const accent = r.pick(['#3a3d42', '#55524d', '#9b6a44', '#e9e6df', '#7c8288']);
  const frame =
    wall.kind === 'render'
      ? r.pick(['#2e3134', '#2e3134', '#6a6e73'])
      : r.pick(['#2e3134', '#f3f3f0', '#2e3134']);
  const stone = r.pick(['#e6e2d8', '#cfccc5', '#d9d4c9']);
  const glassRail = r.chance(0.6);
  const pattern = r.pick(['all', 'alternate', 'center', 'pairs'] as const);
  const neighbourM = m;
  const neighbourGy = gy;
  neighbours(s, r, env, x, x + width, neighbourGy, neighbourM);
  const yOf = (metres: number) => gy - metres * m;
  const bodyFloors = penthouse ? floors - 1 : floors;
  const out: string[] = [];
  const wf = wallFill(s, wall, m / 80);
  out.push(rect(x, yOf(bodyFloors * storeyH + 0.6), width, bodyFloors * storeyH * m + 0.6 * m, wf));
  out.push(
    rect(
      x,
      yOf(bodyFloors * storeyH + 0.6),
      width,
      bodyFloors * storeyH * m + 0.6 * m,
      s.lin(
        [
          [0, '#fff', env.sun > 0 ? 0 : 0.1],
          [1, '#fff', env.sun > 0 ? 0.1 : 0],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  // accent panels framing alternate bays
  const accentBays = new Set<number>();
  if (r.chance(0.6))
    for (let b = 0; b < bays; b++)
      if ((b + (bays % 2 ? 1 : 0)) % 2 === 0 && r.chance(0.8)) accentBays.add(b);
  for (const b of accentBays) {
    const ax = x + b * bayW * m + bayW * m * 0.12;
    out.push(
      rect(
        ax,
        yOf(bodyFloors * storeyH),
        bayW * m * 0.76,
        (bodyFloors - 1) * storeyH * m,
        accent === '#9b6a44' ? woodFill(s, accent, Math.max(6, m * 0.16)) : accent,
      ),
    );
  }
  // parapet and coping
  out.push(rect(x - 0.15 * m, yOf(bodyFloors * storeyH + 0.75), width + 0.3 * m, 0.2 * m, stone));
  out.push(rect(x, yOf(bodyFloors * storeyH + 0.55), width, 0.25 * m, '#000', O(0.12)));
  if (penthouse) {
    const inset = bayW * m * 0.45;
    const py0 = yOf(floors * storeyH + 0.3);
    const py1 = yOf(bodyFloors * storeyH + 0.55);
    out.push(
      rect(x + inset, py0, width - 2 * inset, py1 - py0, r.pick(['#3a3d42', '#e9e6df', '#4d5157'])),
    );
    out.push(
      rect(x + inset - 0.4 * m, py0 - 0.25 * m, width - 2 * inset + 0.8 * m, 0.3 * m, '#2e3134'),
    );
    const gwN = Math.max(2, bays * 2 - 2);
    const gw = (width - 2 * inset - 0.6 * m) / gwN;
    for (let i = 0; i < gwN; i++)
      out.push(
        windowEl(
          s,
          x + inset + 0.3 * m + i * gw + 0.06 * m,
          py0 + 0.35 * m,
          gw - 0.12 * m,
          py1 - py0 - 0.5 * m,
          { frame: '#2e3134', bars: 'none' },
          env.sun,
        ),
      );
    // roof-terrace railing
    out.push(
      rect(x, py1 - 1.05 * m, width, 1.05 * m, '#bcd3df', O(0.35)),
      rect(x, py1 - 1.1 * m, width, 0.07 * m, '#6a6e73'),
    );
  }
  // ground floor
  const gTop = yOf(storeyH);
  out.push(rect(x, gTop, width, gy - gTop, r.pick(['#4b4f55', '#5d5f61', '#6f6b66', '#2f3236'])));
  out.push(rect(x, gTop, width, 0.18 * m, stone));
  const entrance = r.int(0, bays - 1);
  for (let b = 0; b < bays; b++) {
    const bx = x + b * bayW * m;
    const bw = bayW * m;
    if (b === entrance) {
      out.push(
        rect(bx + bw * 0.18, gTop + 0.35 * m, bw * 0.64, gy - gTop - 0.35 * m, dark(accent, 0.3)),
      );
      out.push(
        doorEl(s, bx + bw * 0.3, gy - 2.45 * m, bw * 0.4, 2.45 * m, '#2e3134', '#2e3134', 'glass'),
      );
      out.push(
        rect(bx + bw * 0.08, gTop + 0.3 * m, bw * 0.84, 0.22 * m, '#2e3134'),
        rect(bx + bw * 0.1, gTop + 0.52 * m, bw * 0.8, 0.3 * m, '#000', O(0.25)),
      );
      out.push(rect(bx + bw * 0.16, gy - 2.65 * m, bw * 0.1, 0.07 * m, '#ffe9b0'));
      continue;
    }
    if (b === (entrance + 1) % bays && bays > 3) {
      out.push(rect(bx + bw * 0.1, gy - 2.4 * m, bw * 0.8, 2.4 * m, '#8d9196'));
      for (let i = 1; i < 12; i++)
        out.push(
          rect(
            bx + bw * 0.1,
            gy - 2.4 * m + (2.4 * m * i) / 12,
            bw * 0.8,
            0.03 * m,
            '#000',
            O(0.18),
          ),
        );
      continue;
    }
    out.push(
      windowEl(
        s,
        bx + bw * 0.15,
        gy - 2.6 * m,
        bw * 0.7,
        1.9 * m,
        { frame, bars: 'mullion' },
        env.sun,
      ),
    );
  }
  // upper floors: French windows and balconies
  const balcony = (floor: number, b: number) => {
    if (pattern === 'all') return true;
    if (pattern === 'alternate') return (b + floor) % 2 === 0;
    if (pattern === 'center')
      return b === Math.floor(bays / 2) || (bays % 2 === 0 && b === bays / 2 - 1);
    return b % 3 !== 1;
  };
  const rail = (bx: number, by: number, bw: number) => {
    const parts: string[] = [];
    parts.push(rect(bx - 0.15 * m, by, bw + 0.3 * m, 0.22 * m, stone));
    parts.push(
      rect(
        bx - 0.15 * m,
        by + 0.22 * m,
        bw + 0.3 * m,
        0.45 * m,
        s.lin([
          [0, '#000', 0.35],
          [1, '#000', 0],
        ]),
      ),
    );
    if (glassRail) {
      parts.push(
        rect(
          bx - 0.1 * m,
          by - 1.05 * m,
          bw + 0.2 * m,
          1.05 * m,
          s.lin([
            [0, '#d6e6ee', 0.55],
            [1, '#8fb1c4', 0.45],
          ]),
        ),
      );
      parts.push(rect(bx - 0.12 * m, by - 1.1 * m, bw + 0.24 * m, 0.06 * m, '#8c9095'));
    } else {
      parts.push(rect(bx - 0.12 * m, by - 1.05 * m, bw + 0.24 * m, 0.06 * m, '#2e3134'));
      parts.push(
        rect(
          bx - 0.1 * m,
          by - 1.0 * m,
          bw + 0.2 * m,
          1.0 * m,
          s.pattern(
            'bars',
            Math.max(4, Math.round(0.12 * m)),
            10,
            rect(0, 0, Math.max(1, 0.025 * m), 10, '#2e3134'),
          ),
        ),
      );
    }
    return parts.join('');
  };
  for (let floor = 1; floor < bodyFloors; floor++) {
    const base = yOf(floor * storeyH);
    out.push(
      rect(
        x,
        base - 0.05 * m,
        width,
        0.1 * m,
        wall.kind === 'brick' ? stone : dark(wall.color, 0.08),
        O(0.7),
      ),
    );
    for (let b = 0; b < bays; b++) {
      const bx = x + b * bayW * m;
      const bw = bayW * m;
      const hasBalcony = balcony(floor, b);
      const ww = hasBalcony ? bw * 0.62 : bw * 0.5;
      out.push(
        windowEl(
          s,
          bx + (bw - ww) / 2,
          base - 2.45 * m,
          ww,
          hasBalcony ? 2.35 * m : 1.7 * m,
          {
            frame,
            bars: hasBalcony ? 'mullion' : 'transom',
            curtain: r.chance(0.35) ? '#f2eee4' : null,
            sill: hasBalcony ? null : stone,
          },
          env.sun,
        ),
      );
      if (hasBalcony) {
        out.push(rail(bx + bw * 0.1, base - 0.12 * m, bw * 0.8));
        if (r.chance(0.35))
          out.push(
            shrub(r, bx + bw * 0.22, base - 0.15 * m, 0.45 * m, gr, undefined, true),
            shrub(r, bx + bw * 0.78, base - 0.15 * m, 0.38 * m, gr, undefined, true),
          );
      }
    }
  }
  out.push(
    rect(x, yOf(bodyFloors * storeyH + 0.6), 1.5, bodyFloors * storeyH * m, '#000', O(0.25)),
    rect(
      x + width - 1.5,
      yOf(bodyFloors * storeyH + 0.6),
      1.5,
      bodyFloors * storeyH * m,
      '#000',
      O(0.25),
    ),
  );
  s.add(out.join(''));
  pavement(s, r, c, d, d - 3.6, r.pick(['#b7b3aa', '#a9a69f', '#c2bcb0']));
  road(s, c, d - 3.6);
  const treeXs: number[] = [];
  if (r.chance(0.7)) treeXs.push((x - VW / 2) / m - r.range(0.5, 2));
  if (r.chance(0.6)) treeXs.push((x + width - VW / 2) / m + r.range(0.5, 2));
  streetTrees(s, r, env, gr, c, d - 3, treeXs);
  finish(s, env);
}

function facadeShop(s: Canvas, r: Rng): void {
  const env = makeEnv(r);
  const gr = greens(r, env);
  const upper = r.int(2, 3);
  const gy = r.range(890, 915);
  const groundH = 3.8;
  const m = Math.min(92, (gy - r.range(150, 200)) / (groundH + upper * 3 + 1.2));
  const d = 14;
  const c = streetCam(gy, m, d);
  sky(s, r, env, gy);
  const w = r.range(8, 10.5) * m;
  const x = VW / 2 - w / 2 + r.range(-40, 40);
  neighbours(s, r, env, x, x + w, gy, m);
  const house = randomTownHouse(r, x, w, gy, m);
  house.storeys = upper + 1;
  house.storeyH = 3;
  house.groundH = groundH;
  house.bays = 3;
  house.groundShop = true;
  if (house.roof === 'gable') house.roof = 'flat';
  house.curtains = false;
  townHouse(s, r, env, house);
  const brand = r.pick([
    '#1f4e5f',
    '#7a1f2b',
    '#2f5d3a',
    '#2b2d42',
    '#8a5a2b',
    '#3c3f8f',
    '#0f5257',
  ]);
  const awning = r.pick(['#b8323a', '#1f5f4a', '#24456e', '#3b3b3b', '#c07a2c', brand]);
  const yOf = (metres: number) => gy - metres * m;
  const top = groundH;
  const out: string[] = [];
  out.push(rect(x, yOf(top), w, top * m, brand));
  // sign band with abstract lettering
  const signY = yOf(top - 0.15);
  const signH = 0.65 * m;
  out.push(rect(x + 0.2 * m, signY, w - 0.4 * m, signH, dark(brand, 0.25)));
  out.push(rect(x + 0.2 * m, signY + signH - 2, w - 0.4 * m, 2, light(brand, 0.3)));
  const letters = r.int(5, 9);
  const lw = 0.34 * m;
  const startX = x + w / 2 - (letters * lw * 1.15) / 2 + 0.3 * m;
  out.push(circle(startX - 0.45 * m, signY + signH / 2, signH * 0.32, '#f3e7c9'));
  for (let i = 0; i < letters; i++) {
    const lh = signH * (i === 0 ? 0.56 : 0.4);
    out.push(rrect(startX + i * lw * 1.15, signY + signH * 0.72 - lh, lw, lh, lw * 0.2, '#f7f2e6'));
  }
  // shop windows
  const doorW = 1.2 * m;
  const doorLeft = r.chance(0.5);
  const doorX = doorLeft ? x + 0.5 * m : x + w - 0.5 * m - doorW;
  const winX0 = doorLeft ? doorX + doorW + 0.3 * m : x + 0.4 * m;
  const winX1 = doorLeft ? x + w - 0.4 * m : doorX - 0.3 * m;
  const wy0 = yOf(top - 0.9);
  const wy1 = yOf(0.45);
  out.push(
    rect(
      winX0,
      wy0,
      winX1 - winX0,
      wy1 - wy0,
      s.lin([
        [0, '#fff2d6'],
        [0.6, '#e9d7b5'],
        [1, '#b79f7d'],
      ]),
    ),
  );
  // displays: shelves and goods
  const shelfColor = r.pick(['#8a6a4a', '#f0ede6', '#3b3b3b']);
  for (let i = 1; i <= 2; i++) {
    const sy = wy0 + ((wy1 - wy0) * i) / 3;
    out.push(rect(winX0, sy, winX1 - winX0, 0.06 * m, shelfColor));
    for (let xx = winX0 + 0.2 * m; xx < winX1 - 0.4 * m; xx += r.range(0.35, 0.6) * m) {
      const bh = r.range(0.25, 0.55) * m;
      out.push(
        rrect(
          xx,
          sy - bh,
          r.range(0.18, 0.32) * m,
          bh,
          2,
          r.pick(['#c85a54', '#4a7fa8', '#e4b44c', '#6b9e6b', '#f4f1ea', '#39475a']),
        ),
      );
    }
  }
  out.push(rect(winX0, wy1 - 0.5 * m, winX1 - winX0, 0.5 * m, dark(shelfColor, 0.1)));
  out.push(rect(winX0, wy0, winX1 - winX0, wy1 - wy0, glassFill(s), O(0.35)));
  out.push(
    poly(
      [
        [winX0 + (winX1 - winX0) * 0.25, wy0],
        [winX0 + (winX1 - winX0) * 0.45, wy0],
        [winX0 + (winX1 - winX0) * 0.2, wy1],
        [winX0, wy1],
      ],
      '#fff',
      O(0.18),
    ),
  );
  const panes = Math.max(2, Math.round((winX1 - winX0) / (1.8 * m)));
  for (let i = 0; i <= panes; i++)
    out.push(
      rect(
        winX0 + ((winX1 - winX0 - 0.1 * m) * i) / panes,
        wy0,
        0.1 * m,
        wy1 - wy0,
        dark(brand, 0.2),
      ),
    );
  out.push(
    rect(winX0, wy0 - 0.05 * m, winX1 - winX0, 0.1 * m, dark(brand, 0.2)),
    rect(winX0 - 0.05 * m, wy1, winX1 - winX0 + 0.1 * m, 0.12 * m, '#d9d6cf'),
  );
  out.push(doorEl(s, doorX, yOf(2.6), doorW, 2.6 * m, dark(brand, 0.1), dark(brand, 0.3), 'glass'));
  // awning
  const ay0 = signY + signH + 0.05 * m;
  const ay1 = ay0 + 0.95 * m;
  const ax0 = winX0 - 0.1 * m;
  const ax1 = winX1 + 0.1 * m;
  const stripes = Math.max(6, Math.round((ax1 - ax0) / (0.4 * m)));
  const sw = (ax1 - ax0 + 0.3 * m) / stripes;
  out.push(
    rect(
      ax0 - 0.15 * m,
      ay1,
      ax1 - ax0 + 0.3 * m,
      1.2 * m,
      s.lin([
        [0, '#000', 0.35],
        [1, '#000', 0],
      ]),
    ),
  );
  for (let i = 0; i < stripes; i++) {
    const t0 = ax0 + ((ax1 - ax0) * i) / stripes;
    const t1 = ax0 + ((ax1 - ax0) * (i + 1)) / stripes;
    const b0 = ax0 - 0.15 * m + sw * i;
    const b1 = b0 + sw;
    const fill = i % 2 ? '#f4f1ea' : awning;
    out.push(
      poly(
        [
          [t0, ay0],
          [t1, ay0],
          [b1, ay1],
          [b0, ay1],
        ],
        fill,
      ),
    );
    out.push(
      path(
        `M${n(b0)} ${n(ay1)} L${n(b1)} ${n(ay1)} L${n(b1)} ${n(ay1 + 0.16 * m)} A${n(sw / 2)} ${n(0.14 * m)} 0 0 1 ${n(b0)} ${n(ay1 + 0.16 * m)} Z`,
        fill,
      ),
    );
  }
  out.push(
    poly(
      [
        [ax0, ay0],
        [ax1, ay0],
        [ax1 + 0.15 * m, ay1],
        [ax0 - 0.15 * m, ay1],
      ],
      s.lin([
        [0, '#000', 0.2],
        [0.5, '#fff', 0.08],
        [1, '#000', 0.1],
      ]),
    ),
  );
  s.add(out.join(''));
  pavement(s, r, c, d, d - 3.4, r.pick(['#b7b3aa', '#a9a69f', '#c2bcb0']));
  road(s, c, d - 3.4);
  // planters by the door
  const [, py] = pr(c, 0, 0, d - 0.5);
  const k = scaleAt(c, d - 0.5);
  const px = doorLeft ? doorX - 0.35 * m : doorX + doorW + 0.35 * m;
  s.add(
    rect(px - 0.25 * k, py - 0.55 * k, 0.5 * k, 0.55 * k, '#3b3b3b'),
    shrub(r, px, py - 0.5 * k, 0.45 * k, gr, r.pick(['#e9d25a', '#d77fa1', '#f4f1ea'])),
  );
  if (r.chance(0.6))
    streetTrees(s, r, env, gr, c, d - 3, [
      r.chance(0.5) ? (x - VW / 2) / m - 1.2 : (x + w - VW / 2) / m + 1.2,
    ]);
  finish(s, env);
}

function facadeWarehouse(s: Canvas, r: Rng): void {
  const env = makeEnv(r);
  const gr = greens(r, env);
  const lengthM = r.range(26, 34);
  const m = 1340 / lengthM;
  const gy = r.range(720, 770);
  const d = 30;
  const c = streetCam(gy, m, d, 0);
  sky(s, r, env, gy);
  const trees: string[] = [];
  for (let i = 0; i < 16; i++)
    trees.push(
      circle(
        (i / 15) * VW + r.range(-30, 30),
        c.cy + 6,
        r.range(40, 80),
        mix(gr.dark, env.haze, 0.5),
      ),
    );
  s.add(g(trees));
  const x = VW / 2 - (lengthM * m) / 2 + r.range(-60, 60);
  const w = lengthM * m;
  const hallH = r.range(8, 10);
  const yOf = (metres: number) => gy - metres * m;
  const clad = r.pick(['#c9ccd0', '#8e9aa8', '#50555c', '#d9d3c3', '#a7adb3', '#5e6b5a']);
  const officeLeft = r.chance(0.5);
  const officeW = w * r.range(0.22, 0.3);
  const officeH = hallH + r.range(-1.2, 1.5);
  const officeX = officeLeft ? x : x + w - officeW;
  const out: string[] = [];
  // asphalt yard and grass verge
  out.push(rect(0, c.cy, VW, VH - c.cy, grassFill(s, mix(gr.mid, '#6f8f3a', 0.3), 0.7)));
  out.push(rect(0, c.cy, VW, 20, env.haze, O(0.35)));
  // hall
  out.push(rect(x, yOf(hallH), w, hallH * m, claddingFill(s, clad, Math.max(8, m * 0.3))));
  out.push(
    rect(
      x,
      yOf(hallH),
      w,
      hallH * m,
      s.lin([
        [0, '#fff', 0.1],
        [1, '#000', 0.1],
      ]),
    ),
  );
  const stripe = r.pick(['#c0392b', '#1f6f8b', '#2e7d32', '#f39c12', '#34495e']);
  if (r.chance(0.7)) out.push(rect(x, yOf(hallH - 0.5), w, 0.35 * m, stripe));
  out.push(rect(x - 0.15 * m, yOf(hallH + 0.35), w + 0.3 * m, 0.4 * m, dark(clad, 0.35)));
  // concrete plinth
  out.push(rect(x, yOf(1.2), w, 1.2 * m, '#b3b1ab'));
  for (let xx = x; xx < x + w; xx += 6 * m)
    out.push(rect(xx, yOf(1.2), 1.2, 1.2 * m, '#000', O(0.25)));
  // office block
  const oTop = yOf(officeH);
  out.push(rect(officeX, oTop, officeW, gy - oTop, r.pick(['#eeeeea', '#3a3d42', '#e2ded4'])));
  out.push(rect(officeX - 0.2 * m, oTop - 0.3 * m, officeW + 0.4 * m, 0.35 * m, '#2e3134'));
  const bands = officeH > 7 ? 2 : 1;
  for (let i = 0; i < bands; i++) {
    const by = yOf(0.9 + i * 3.5 + 2.4);
    out.push(
      windowEl(
        s,
        officeX + 0.6 * m,
        by,
        officeW - 1.2 * m,
        2.2 * m,
        { frame: '#2e3134', bars: 'none' },
        env.sun,
      ),
    );
    const mull = Math.max(3, Math.round(officeW / (1.5 * m)));
    for (let k = 1; k < mull; k++)
      out.push(
        rect(
          officeX + 0.6 * m + ((officeW - 1.2 * m) * k) / mull,
          by,
          0.07 * m,
          2.2 * m,
          '#2e3134',
        ),
      );
  }
  const entX = officeLeft ? officeX + officeW - 3 * m : officeX + 1 * m;
  out.push(rect(entX - 0.5 * m, yOf(3.1), 3 * m, 0.25 * m, '#2e3134'));
  out.push(doorEl(s, entX, yOf(2.4), 1.8 * m, 2.4 * m, '#2e3134', '#2e3134', 'glass'));
  // loading docks
  const hallX0 = officeLeft ? x + officeW + 1 * m : x + 1 * m;
  const hallX1 = officeLeft ? x + w - 1 * m : x + w - officeW - 1 * m;
  const docks = Math.max(2, Math.min(5, Math.floor((hallX1 - hallX0) / (4.6 * m))));
  const span = (hallX1 - hallX0) / docks;
  const doorColor = r.pick(['#d8dadc', '#b9bec4', '#e9e6dd', '#6e7a86']);
  const trailerAt = r.chance(0.6) ? r.int(0, docks - 1) : -1;
  for (let i = 0; i < docks; i++) {
    const dx = hallX0 + span * i + (span - 3.4 * m) / 2;
    const dw = 3.4 * m;
    const dh = 4.2 * m;
    out.push(rect(dx - 0.35 * m, yOf(dh / m + 0.35), dw + 0.7 * m, dh + 0.35 * m, '#26282b'));
    out.push(rect(dx, yOf(dh / m), dw, dh - 1.2 * m, doorColor));
    for (let k = 1; k < 8; k++)
      out.push(rect(dx, yOf(dh / m) + ((dh - 1.2 * m) * k) / 8, dw, 0.04 * m, '#000', O(0.2)));
    out.push(
      rect(dx + 0.3 * m, yOf(dh / m) + (dh - 1.2 * m) * 0.3, dw - 0.6 * m, 0.3 * m, glassFill(s)),
    );
    out.push(
      rect(dx + 0.3 * m, yOf(1.1), 0.3 * m, 0.5 * m, '#1a1a1a'),
      rect(dx + dw - 0.6 * m, yOf(1.1), 0.3 * m, 0.5 * m, '#1a1a1a'),
    );
    out.push(
      rect(dx + dw / 2 - 0.3 * m, yOf(dh / m + 0.9), 0.6 * m, 0.18 * m, '#2e3134'),
      circle(dx + dw / 2, yOf(dh / m + 0.75), 0.08 * m, '#fff3c4'),
    );
    if (i === trailerAt) {
      const tw = 2.55 * m;
      const tx = dx + (dw - tw) / 2;
      out.push(rect(tx, yOf(4), tw, 2.8 * m, r.pick(['#f2f2ef', '#d7dde3', '#2f4f7a'])));
      out.push(rect(tx + tw / 2 - 0.02 * m, yOf(3.9), 0.04 * m, 2.6 * m, '#000', O(0.3)));
      out.push(
        rect(tx, yOf(1.2), tw, 0.25 * m, '#3b3b3b'),
        rect(tx + 0.15 * m, yOf(0.95), 0.6 * m, 0.95 * m, '#1b1b1b'),
        rect(tx + tw - 0.75 * m, yOf(0.95), 0.6 * m, 0.95 * m, '#1b1b1b'),
      );
      out.push(
        rect(tx + 0.1 * m, yOf(1.15), 0.25 * m, 0.12 * m, '#c0392b'),
        rect(tx + tw - 0.35 * m, yOf(1.15), 0.25 * m, 0.12 * m, '#c0392b'),
      );
      out.push(ellipse(tx + tw / 2, gy + 2, tw * 0.65, 0.16 * m, s.soft('#000', 0.5)));
    }
  }
  s.add(out.join(''));
  // yard
  const yardZ = 4;
  s.add(
    q3(
      c,
      [
        [-60, 0, d],
        [60, 0, d],
        [60, 0, yardZ],
        [-60, 0, yardZ],
      ],
      '#66686b',
    ),
  );
  s.add(
    q3(
      c,
      [
        [-60, 0, d],
        [60, 0, d],
        [60, 0, yardZ],
        [-60, 0, yardZ],
      ],
      s.lin([
        [0, '#fff', 0.06],
        [1, '#000', 0.18],
      ]),
    ),
  );
  const marks: string[] = [];
  for (let i = 0; i < docks; i++) {
    const cxm = (hallX0 + span * (i + 0.5) - VW / 2) / m;
    for (const dxm of [-1.9, 1.9]) {
      const a = pr(c, cxm + dxm, 0, d - 0.3);
      const b = pr(c, cxm + dxm, 0, d - 14);
      marks.push(line(a[0], a[1], b[0], b[1], '#e7c547', 4));
    }
  }
  const oc = (officeX + officeW / 2 - VW / 2) / m;
  for (let k = -3; k <= 3; k++) {
    const a = pr(c, oc + k * 2.6, 0, d - 1.5);
    const b = pr(c, oc + k * 2.6, 0, d - 6.5);
    marks.push(line(a[0], a[1], b[0], b[1], '#f0f0ec', 4));
  }
  const a0 = pr(c, -60, 0, d - 6.5);
  marks.push(line(0, a0[1], VW, a0[1], '#f0f0ec', 3));
  s.add(g(marks, O(0.85)));
  // parked cars in front of the offices
  for (let k = -3; k < 3; k++) {
    if (!r.chance(0.45)) continue;
    const cxm = oc + k * 2.6 + 1.3;
    const [px, py] = pr(c, cxm, 0, d - 4);
    const sc = scaleAt(c, d - 4);
    const body = r.pick(['#2b2f36', '#c8ccd0', '#f2f2ef', '#7a1f2b', '#1f3b5a', '#55595e']);
    s.add(ellipse(px, py, 1.1 * sc, 0.12 * sc, '#000', O(0.35)));
    s.add(rrect(px - 0.9 * sc, py - 1.0 * sc, 1.8 * sc, 0.75 * sc, 0.15 * sc, body));
    s.add(
      rrect(px - 0.7 * sc, py - 1.45 * sc, 1.4 * sc, 0.55 * sc, 0.2 * sc, dark(body, 0.1)),
      rect(px - 0.6 * sc, py - 1.38 * sc, 1.2 * sc, 0.38 * sc, glassFill(s)),
    );
    s.add(
      rect(px - 0.85 * sc, py - 0.75 * sc, 0.22 * sc, 0.1 * sc, '#f4e3b5'),
      rect(px + 0.63 * sc, py - 0.75 * sc, 0.22 * sc, 0.1 * sc, '#f4e3b5'),
      rect(px - 0.3 * sc, py - 0.55 * sc, 0.6 * sc, 0.14 * sc, '#1b1b1b'),
    );
    s.add(
      rect(px - 0.8 * sc, py - 0.3 * sc, 0.3 * sc, 0.3 * sc, '#161616'),
      rect(px + 0.5 * sc, py - 0.3 * sc, 0.3 * sc, 0.3 * sc, '#161616'),
    );
  }
  // planting at the edges
  for (const side of [-1, 1] as const) {
    const tx = side * r.range(17, 21);
    const [px, py] = pr(c, tx, 0, d - 3);
    s.add(
      tree(
        s,
        r,
        env,
        px,
        py,
        r.range(8, 11) * scaleAt(c, d - 3),
        gr,
        r.pick(['round', 'birch'] as const),
      ),
    );
    const [qx, qy] = pr(c, side * 16, 0, d - 1);
    s.add(shrub(r, qx, qy, 1.2 * scaleAt(c, d - 1), gr));
  }
  finish(s, env);
}

// ───────────────────────────── interiors ─────────────────────────────

const WALLS = ['#efece6', '#e8e4dd', '#f3f1ec', '#e2e5e2', '#ebe3d8', '#dcdfd8'] as const;
const ACCENT_WALLS = ['#9aa89a', '#3f4e5a', '#c9b8a6', '#6d7f8c', '#b7a48f', '#7c8f86'] as const;
const WOODS = ['#c9a478', '#b08658', '#7a563c', '#b9a58a', '#d4b48c'] as const;
const PALETTES = [
  ['#c96f4a', '#e3b04b', '#2f5d62', '#a3c4bc', '#f0e6d8'],
  ['#3d5a80', '#98c1d9', '#ee6c4d', '#e0fbfc', '#293241'],
  ['#6b705c', '#a5a58d', '#cb997e', '#ffe8d6', '#b7b7a4'],
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
  ['#5e548e', '#9f86c0', '#e0b1cb', '#f6e7d8', '#231942'],
  ['#7f5539', '#b08968', '#ddb892', '#ede0d4', '#9c6644'],
] as const;
const FABRICS = [
  '#8a9199',
  '#c8bfb1',
  '#4f5d6b',
  '#6f7c62',
  '#b9a58c',
  '#3c4a5c',
  '#a36b4f',
  '#d9d4cb',
  '#5b6f6a',
] as const;

type Room = { c: Cam; xl: number; xr: number; d: number; h: number; wall: string; back: string };

function makeRoom(
  r: Rng,
  w: number,
  d: number,
  h: number,
  coverage = 0.58,
  eye: [number, number] = [1.25, 1.5],
): Room {
  const f = (coverage * VW * d) / w;
  const ex = r.range(-0.16, 0.16) * w;
  const c: Cam = { f, cx: 0, cy: VH * 0.45 + r.range(-20, 20), ex, ey: r.range(eye[0], eye[1]) };
  c.cx = VW / 2 + ((f * ex) / d) * 0.7;
  const wall = r.pick(WALLS);
  return {
    c,
    xl: -w / 2,
    xr: w / 2,
    d,
    h,
    wall,
    back: r.chance(0.3) ? r.pick(ACCENT_WALLS) : wall,
  };
}

type FloorKind = 'planks' | 'tiles' | 'concrete' | 'carpet' | 'herringbone';

function roomShell(
  s: Canvas,
  r: Rng,
  room: Room,
  floor: FloorKind,
  floorColor: string,
  tile = 0.6,
  spots = true,
): void {
  const { c, xl, xr, d, h } = room;
  s.glow();
  const near = 0.25;
  s.add(
    q3(
      c,
      [
        [xl, h, near],
        [xr, h, near],
        [xr, h, d],
        [xl, h, d],
      ],
      s.lin([
        [0, dark(room.wall, 0.12)],
        [1, light(room.wall, 0.2)],
      ]),
    ),
  );
  const sideL: P3[] = [
    [xl, 0, near],
    [xl, 0, d],
    [xl, h, d],
    [xl, h, near],
  ];
  const sideR: P3[] = [
    [xr, 0, near],
    [xr, 0, d],
    [xr, h, d],
    [xr, h, near],
  ];
  s.add(
    q3(c, sideL, room.wall),
    q3(
      c,
      sideL,
      s.lin(
        [
          [0, '#000', 0.16],
          [1, '#000', 0.02],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(
    q3(c, sideR, room.wall),
    q3(
      c,
      sideR,
      s.lin(
        [
          [0, '#000', 0.02],
          [1, '#000', 0.2],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  const b0 = pr(c, xl, h, d);
  const b1 = pr(c, xr, 0, d);
  s.add(rect(b0[0], b0[1], b1[0] - b0[0], b1[1] - b0[1], room.back));
  s.add(
    rect(
      b0[0],
      b0[1],
      b1[0] - b0[0],
      b1[1] - b0[1],
      s.lin([
        [0, '#000', 0.08],
        [0.4, '#fff', 0.04],
        [1, '#000', 0.06],
      ]),
    ),
  );
  // floor
  const fl: P3[] = [
    [xl, 0, near],
    [xr, 0, near],
    [xr, 0, d],
    [xl, 0, d],
  ];
  s.add(q3(c, fl, floorColor));
  const lines = new Batch();
  const lc = dark(floorColor, 0.2);
  const p2 = (x: number, z: number) => pr(c, x, 0, z);
  if (floor === 'planks' || floor === 'herringbone') {
    const pw = floor === 'planks' ? 0.19 : 0.3;
    const shades = [
      light(floorColor, 0.05),
      dark(floorColor, 0.05),
      floorColor,
      light(floorColor, 0.02),
    ];
    let i = 0;
    for (let x = xl; x < xr; x += pw, i++) {
      const x2 = Math.min(x + pw, xr);
      lines.poly(
        [p2(x, near), p2(x2, near), p2(x2, d), p2(x, d)],
        shades[(i * 7 + r.int(0, 3)) % shades.length]!,
      );
      if (floor === 'herringbone') {
        for (let z = d - ((i % 2) * pw) / 2; z > 0.8; z -= pw)
          lines.line(p2(x, z), p2(x2, z - pw / 2), lc, 1);
      } else {
        for (let z = d - r.range(0.2, 1.6); z > 0.9; z -= r.range(1.2, 2.2))
          lines.line(p2(x, z), p2(x2, z), lc, 1);
      }
      lines.line(p2(x, d), p2(x, 0.8), lc, 1.2);
    }
  } else if (floor === 'tiles' || floor === 'carpet') {
    const jc = floor === 'carpet' ? dark(floorColor, 0.08) : light(floorColor, 0.35);
    const width = floor === 'carpet' ? 1 : 1.4;
    for (let x = Math.ceil(xl / tile) * tile; x < xr; x += tile)
      lines.line(p2(x, d), p2(x, 0.6), jc, width);
    for (let z = d; z > 0.8; z -= tile) lines.line(p2(xl, z), p2(xr, z), jc, width);
  }
  s.add(lines.toString(floor === 'planks' || floor === 'herringbone' ? '' : O(0.9)));
  if (floor === 'concrete') {
    const blotches: string[] = [];
    for (let i = 0; i < 5; i++) {
      const p = pr(c, r.range(xl, xr), 0, r.range(1.5, d));
      blotches.push(
        ellipse(
          p[0],
          p[1],
          r.range(80, 220),
          r.range(20, 50),
          s.soft(i % 2 ? '#ffffff' : '#000000', 0.07),
        ),
      );
    }
    s.add(g(blotches));
  }
  // floor sheen near the back and darkening towards the camera
  s.add(
    q3(
      c,
      fl,
      s.lin(
        [
          [0, '#fff', 0.08],
          [1, '#000', 0.12],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  // skirting boards
  const sk = light(room.wall, 0.3);
  s.add(rect(b0[0], b1[1] - 0.08 * scaleAt(c, d), b1[0] - b0[0], 0.08 * scaleAt(c, d), sk));
  s.add(
    q3(
      c,
      [
        [xl, 0, near],
        [xl, 0, d],
        [xl, 0.08, d],
        [xl, 0.08, near],
      ],
      sk,
    ),
    q3(
      c,
      [
        [xr, 0, near],
        [xr, 0, d],
        [xr, 0.08, d],
        [xr, 0.08, near],
      ],
      sk,
    ),
  );
  // corner shading
  const corners: string[] = [];
  for (const x of [xl, xr]) {
    const a = pr(c, x, 0, d);
    const b = pr(c, x, h, d);
    corners.push(line(a[0], a[1], b[0], b[1], '#000', 3, O(0.1)));
  }
  s.add(g(corners));
  if (spots && r.chance(0.5)) {
    const spotList: string[] = [];
    for (const x of [xl * 0.55, xr * 0.55]) {
      for (let z = 1.8; z < d - 0.5; z += 1.6) {
        const p = pr(c, x, h, z);
        const k = scaleAt(c, z);
        spotList.push(
          ellipse(p[0], p[1], 0.07 * k, 0.07 * k * Math.min(1, (h - c.ey) / z), '#fffbef'),
          ellipse(
            p[0],
            p[1],
            0.09 * k,
            0.09 * k * Math.min(1, (h - c.ey) / z),
            'none',
            ` stroke="${dark(room.wall, 0.15)}" stroke-width="1.5"`,
          ),
        );
      }
    }
    s.add(g(spotList));
  }
}

function viewFill(s: Canvas, env: Env): string {
  return s.lin([
    [0, env.mid],
    [0.5, env.low],
    [0.56, '#a8bf8c'],
    [0.7, '#7e9d62'],
    [1, '#5d7b49'],
  ]);
}

/** A window in a side wall, with light falling on the floor. */
function sideWindow(
  s: Canvas,
  r: Rng,
  room: Room,
  env: Env,
  side: 1 | -1,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  frame: string,
  curtain: string | null,
  panes = 2,
): void {
  const { c } = room;
  const x = side > 0 ? room.xr : room.xl;
  const inset = 0.18 * -side;
  const out: string[] = [];
  // reveal (wall thickness)
  out.push(
    q3(
      c,
      [
        [x, y0, z0],
        [x, y1, z0],
        [x, y1, z1],
        [x, y0, z1],
      ],
      dark(room.wall, 0.12),
    ),
  );
  out.push(
    q3(
      c,
      [
        [x - inset, y0, z0],
        [x - inset, y1, z0],
        [x - inset, y1, z1],
        [x - inset, y0, z1],
      ],
      viewFill(s, env),
    ),
  );
  out.push(
    q3(
      c,
      [
        [x - inset, y0, z0],
        [x - inset, y1, z0],
        [x - inset, y1, z1],
        [x - inset, y0, z1],
      ],
      '#fff',
      O(0.25),
    ),
  );
  const frameParts: string[] = [];
  const fw = 3.5;
  frameParts.push(
    polyline(
      prs(c, [
        [x - inset, y0, z0],
        [x - inset, y1, z0],
        [x - inset, y1, z1],
        [x - inset, y0, z1],
        [x - inset, y0, z0],
      ]),
      frame,
      fw * 2,
    ),
  );
  for (let i = 1; i < panes; i++) {
    const z = z0 + ((z1 - z0) * i) / panes;
    frameParts.push(
      polyline(
        prs(c, [
          [x - inset, y0, z],
          [x - inset, y1, z],
        ]),
        frame,
        fw * 1.6,
      ),
    );
  }
  out.push(g(frameParts));
  // sill
  out.push(
    q3(
      c,
      [
        [x, y0, z0],
        [x - inset * 1.4, y0, z0],
        [x - inset * 1.4, y0, z1],
        [x, y0, z1],
      ],
      light(room.wall, 0.3),
    ),
  );
  // light on the floor
  const reach = side * (room.xr - room.xl) * 0.55;
  s.add(
    q3(
      c,
      [
        [x, 0.004, z0],
        [x, 0.004, z1],
        [x - reach, 0.004, z1 + 0.8],
        [x - reach, 0.004, z0 + 0.8],
      ],
      s.lin(
        side > 0
          ? [
              [0, '#fff6e0', 0],
              [1, '#fff6e0', 0.2],
            ]
          : [
              [0, '#fff6e0', 0.2],
              [1, '#fff6e0', 0],
            ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(...out);
  if (curtain) {
    const cw = 0.4;
    for (const [za, zb] of [
      [z0 - cw * 0.8, z0 + cw * 0.2],
      [z1 - cw * 0.2, z1 + cw * 0.8],
    ] as const) {
      const xx = x - side * 0.08;
      s.add(
        q3(
          c,
          [
            [xx, 0.02, za],
            [xx, room.h - 0.08, za],
            [xx, room.h - 0.08, zb],
            [xx, 0.02, zb],
          ],
          curtain,
        ),
      );
      const folds: string[] = [];
      for (let k = 1; k < 4; k++) {
        const z = za + ((zb - za) * k) / 4;
        const a = pr(c, xx, 0.02, z);
        const b = pr(c, xx, room.h - 0.08, z);
        folds.push(line(a[0], a[1], b[0], b[1], dark(curtain, 0.18), 3, O(0.6)));
      }
      s.add(g(folds));
    }
  }
  void r;
}

/** A window in the back wall (2D), looking outside. */
function backWindow(
  s: Canvas,
  room: Room,
  env: Env,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  frame: string,
  panes = 2,
): void {
  const { c, d } = room;
  const a = pr(c, x0, y1, d);
  const b = pr(c, x1, y0, d);
  const k = scaleAt(c, d);
  s.add(
    rect(
      a[0] - 0.05 * k,
      a[1] - 0.05 * k,
      b[0] - a[0] + 0.1 * k,
      b[1] - a[1] + 0.1 * k,
      dark(room.back, 0.15),
    ),
  );
  s.add(rect(a[0], a[1], b[0] - a[0], b[1] - a[1], viewFill(s, env)));
  s.add(rect(a[0], a[1], b[0] - a[0], b[1] - a[1], '#fff', O(0.22)));
  s.add(
    rect(
      a[0],
      a[1],
      b[0] - a[0],
      b[1] - a[1],
      'none',
      ` stroke="${frame}" stroke-width="${n(0.07 * k)}"`,
    ),
  );
  for (let i = 1; i < panes; i++)
    s.add(rect(a[0] + ((b[0] - a[0]) * i) / panes - 0.025 * k, a[1], 0.05 * k, b[1] - a[1], frame));
  s.add(rect(a[0] - 0.08 * k, b[1], b[0] - a[0] + 0.16 * k, 0.05 * k, light(room.back, 0.4)));
}

function artwork(
  r: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  palette: readonly string[],
): string {
  const frame = r.pick(['#1f1f1f', '#c9a66b', '#f4f2ee', '#6b4a33']);
  const fw = Math.max(2, Math.min(w, h) * 0.05);
  const mat = Math.min(w, h) * 0.08;
  const ix = x + fw + mat;
  const iy = y + fw + mat;
  const iw = w - 2 * (fw + mat);
  const ih = h - 2 * (fw + mat);
  const out: string[] = [
    rect(x + 3, y + 5, w, h, '#000', O(0.18)),
    rect(x, y, w, h, frame),
    rect(x + fw, y + fw, w - 2 * fw, h - 2 * fw, '#f7f5f0'),
  ];
  const bg = r.pick(palette);
  out.push(rect(ix, iy, iw, ih, bg));
  const kind = r.int(0, 2);
  const colors = palette.filter((c) => c !== bg);
  if (kind === 0) {
    out.push(
      circle(
        ix + iw * r.range(0.3, 0.7),
        iy + ih * r.range(0.3, 0.6),
        Math.min(iw, ih) * r.range(0.18, 0.32),
        r.pick(colors),
      ),
    );
    out.push(rect(ix, iy + ih * 0.7, iw, ih * 0.3, r.pick(colors), O(0.85)));
  } else if (kind === 1) {
    out.push(
      path(
        `M${n(ix)} ${n(iy + ih)} L${n(ix)} ${n(iy + ih * 0.55)} Q${n(ix + iw * 0.3)} ${n(iy + ih * 0.2)} ${n(ix + iw * 0.55)} ${n(iy + ih * 0.6)} T${n(ix + iw)} ${n(iy + ih * 0.45)} L${n(ix + iw)} ${n(iy + ih)} Z`,
        r.pick(colors),
      ),
    );
    out.push(circle(ix + iw * 0.75, iy + ih * 0.25, Math.min(iw, ih) * 0.1, r.pick(colors)));
  } else {
    for (let i = 0; i < 3; i++)
      out.push(
        rect(
          ix + iw * r.range(0, 0.5),
          iy + ih * r.range(0, 0.6),
          iw * r.range(0.25, 0.5),
          ih * r.range(0.2, 0.4),
          colors[i % colors.length]!,
          O(0.9),
        ),
      );
  }
  return out.join('');
}

/** A potted plant standing on the floor at (x, z). */
function pottedPlant(
  s: Canvas,
  r: Rng,
  c: Cam,
  gr: Greens,
  x: number,
  z: number,
  height: number,
  pot: string,
): string {
  const k = scaleAt(c, z);
  const [px, py] = pr(c, x, 0, z);
  const pw = 0.34 * k * Math.min(1.3, height / 1.2 + 0.3);
  const ph = 0.38 * k * Math.min(1.3, height / 1.2 + 0.3);
  const out: string[] = [ellipse(px, py, pw * 0.9, pw * 0.22, s.soft('#000', 0.4))];
  const leafTop = py - height * k;
  const stems = 7 + Math.round(height * 4);
  for (let i = 0; i < stems; i++) {
    const t = i / (stems - 1);
    const a = -70 + 140 * t + r.range(-10, 10);
    const len = (height * k - ph) * r.range(0.55, 1);
    const rad = (a * Math.PI) / 180;
    const lx = px + Math.sin(rad) * len * 0.55;
    const ly = py - ph - Math.cos(rad) * len * 0.9;
    out.push(line(px, py - ph, lx, ly, dark(gr.dark, 0.2), Math.max(1, k * 0.012)));
    out.push(
      ellipse(
        lx,
        ly,
        len * 0.13,
        len * 0.3,
        i % 3 ? gr.dark : gr.mid,
        ` transform="rotate(${n(a)} ${n(lx)} ${n(ly)})"`,
      ),
    );
  }
  for (let i = 0; i < 5; i++) {
    const lx = px + r.range(-0.3, 0.3) * k * height * 0.6;
    const ly = leafTop + r.range(0.1, 0.45) * height * k;
    out.push(
      ellipse(
        lx,
        ly,
        0.06 * k * height,
        0.15 * k * height,
        gr.light,
        ` transform="rotate(${n(r.range(-50, 50))} ${n(lx)} ${n(ly)})"${O(0.7)}`,
      ),
    );
  }
  out.push(
    poly(
      [
        [px - pw / 2, py - ph],
        [px + pw / 2, py - ph],
        [px + pw * 0.38, py],
        [px - pw * 0.38, py],
      ],
      pot,
    ),
  );
  out.push(rect(px - pw / 2 - 1, py - ph - 3, pw + 2, 5, light(pot, 0.15)));
  out.push(
    poly(
      [
        [px + pw * 0.1, py - ph],
        [px + pw / 2, py - ph],
        [px + pw * 0.38, py],
        [px + pw * 0.05, py],
      ],
      '#000',
      O(0.12),
    ),
  );
  return out.join('');
}

function floorLamp(c: Cam, x: number, z: number, color: string): string {
  const k = scaleAt(c, z);
  const [px, py] = pr(c, x, 0, z);
  const top = py - 1.5 * k;
  return [
    ellipse(px, py, 0.16 * k, 0.03 * k, '#2b2b2b'),
    line(px, py, px, top + 0.1 * k, '#2b2b2b', Math.max(1.5, 0.02 * k)),
    circle(px, top + 0.05 * k, 0.6 * k, 'url(#glow)'),
    poly(
      [
        [px - 0.14 * k, top - 0.1 * k],
        [px + 0.14 * k, top - 0.1 * k],
        [px + 0.2 * k, top + 0.18 * k],
        [px - 0.2 * k, top + 0.18 * k],
      ],
      color,
    ),
    poly(
      [
        [px - 0.2 * k, top + 0.18 * k],
        [px + 0.2 * k, top + 0.18 * k],
        [px + 0.14 * k, top + 0.2 * k],
        [px - 0.14 * k, top + 0.2 * k],
      ],
      '#fff1c8',
    ),
  ].join('');
}

function pendant(
  c: Cam,
  x: number,
  z: number,
  ceiling: number,
  drop: number,
  color: string,
  shape: 'dome' | 'globe' | 'cone' = 'dome',
): string {
  const k = scaleAt(c, z);
  const a = pr(c, x, ceiling, z);
  const b = pr(c, x, ceiling - drop, z);
  const out = [line(a[0], a[1], b[0], b[1], '#333', Math.max(1, 0.01 * k))];
  if (shape === 'globe') {
    out.push(
      circle(b[0], b[1] + 0.14 * k, 0.6 * k, 'url(#glow)'),
      circle(b[0], b[1] + 0.14 * k, 0.14 * k, '#fbf3df'),
      circle(b[0] - 0.04 * k, b[1] + 0.1 * k, 0.05 * k, '#fff'),
    );
  } else {
    const w = shape === 'dome' ? 0.22 : 0.15;
    out.push(ellipse(b[0], b[1] + 0.2 * k, 0.7 * k, 0.45 * k, 'url(#glow)'));
    if (shape === 'dome')
      out.push(
        path(
          `M${n(b[0] - w * k)} ${n(b[1] + 0.16 * k)} Q${n(b[0] - w * k)} ${n(b[1] - 0.02 * k)} ${n(b[0])} ${n(b[1])} Q${n(b[0] + w * k)} ${n(b[1] - 0.02 * k)} ${n(b[0] + w * k)} ${n(b[1] + 0.16 * k)} Z`,
          color,
        ),
      );
    else
      out.push(
        poly(
          [
            [b[0] - 0.03 * k, b[1]],
            [b[0] + 0.03 * k, b[1]],
            [b[0] + w * k, b[1] + 0.22 * k],
            [b[0] - w * k, b[1] + 0.22 * k],
          ],
          color,
        ),
      );
    out.push(
      ellipse(b[0], b[1] + (shape === 'dome' ? 0.16 : 0.22) * k, w * k * 0.9, 0.025 * k, '#fff6da'),
    );
  }
  return out.join('');
}

/** A sofa with its back against z1. */
function sofa(
  s: Canvas,
  r: Rng,
  c: Cam,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  fabric: string,
  pillows: readonly string[],
): string {
  const out: string[] = [floorShadow(s, c, x0, x1, z0, z1, 0.35)];
  const leg = '#2b2b2b';
  out.push(
    box(c, x0 + 0.05, x0 + 0.09, 0, 0.1, z0 + 0.05, z0 + 0.09, { front: leg }),
    box(c, x1 - 0.09, x1 - 0.05, 0, 0.1, z0 + 0.05, z0 + 0.09, { front: leg }),
  );
  out.push(box(c, x0, x1, 0.38, 0.85, z1 - 0.24, z1, { front: dark(fabric, 0.05) }));
  out.push(box(c, x0, x1, 0.1, 0.4, z0, z1, { front: dark(fabric, 0.12), top: fabric }));
  const seats = x1 - x0 > 1.7 ? 3 : 2;
  const sw = (x1 - x0 - 0.36) / seats;
  for (let i = 0; i < seats; i++) {
    out.push(
      box(
        c,
        x0 + 0.18 + i * sw + 0.01,
        x0 + 0.18 + (i + 1) * sw - 0.01,
        0.4,
        0.52,
        z0 + 0.02,
        z1 - 0.22,
        { front: light(fabric, 0.04), top: light(fabric, 0.14) },
      ),
    );
  }
  const armColors = {
    front: dark(fabric, 0.02),
    top: light(fabric, 0.1),
    side: dark(fabric, 0.12),
  };
  // pillows against the back
  for (let i = 0; i < pillows.length; i++) {
    const px = x0 + 0.35 + ((x1 - x0 - 0.7) * (i + 0.5)) / pillows.length + r.range(-0.08, 0.08);
    const k = scaleAt(c, z1 - 0.3);
    const [cx, cy] = pr(c, px, 0.7, z1 - 0.3);
    out.push(
      rrect(
        cx - 0.21 * k,
        cy - 0.19 * k,
        0.42 * k,
        0.38 * k,
        0.09 * k,
        pillows[i]!,
        ` transform="rotate(${n(r.range(-9, 9))} ${n(cx)} ${n(cy)})"`,
      ),
    );
    out.push(
      rrect(
        cx - 0.21 * k,
        cy + 0.05 * k,
        0.42 * k,
        0.13 * k,
        0.06 * k,
        '#000',
        `${O(0.12)} transform="rotate(${n(r.range(-4, 4))} ${n(cx)} ${n(cy)})"`,
      ),
    );
  }
  const armL = box(c, x0, x0 + 0.18, 0.1, 0.64, z0, z1, armColors);
  const armR = box(c, x1 - 0.18, x1, 0.1, 0.64, z0, z1, armColors);
  out.push(c.ex < (x0 + x1) / 2 ? armR + armL : armL + armR);
  return out.join('');
}

function rug(
  s: Canvas,
  c: Cam,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  color: string,
  border: string,
): string {
  const y = 0.006;
  return [
    q3(
      c,
      [
        [x0, y, z0],
        [x1, y, z0],
        [x1, y, z1],
        [x0, y, z1],
      ],
      color,
    ),
    polyline(
      prs(c, [
        [x0 + 0.12, y, z0 + 0.12],
        [x1 - 0.12, y, z0 + 0.12],
        [x1 - 0.12, y, z1 - 0.12],
        [x0 + 0.12, y, z1 - 0.12],
        [x0 + 0.12, y, z0 + 0.12],
      ]),
      border,
      4,
    ),
    q3(
      c,
      [
        [x0, y, z0],
        [x1, y, z0],
        [x1, y, z1],
        [x0, y, z1],
      ],
      s.lin([
        [0, '#fff', 0.08],
        [1, '#000', 0.08],
      ]),
    ),
  ].join('');
}

function table(
  c: Cam,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  top: number,
  color: string,
  legColor: string,
  thick = 0.04,
): string {
  const lw = 0.05;
  const legs = [
    box(c, x0 + 0.04, x0 + 0.04 + lw, 0, top - thick, z1 - 0.04 - lw, z1 - 0.04, {
      front: legColor,
    }),
    box(c, x1 - 0.04 - lw, x1 - 0.04, 0, top - thick, z1 - 0.04 - lw, z1 - 0.04, {
      front: legColor,
    }),
    box(c, x0 + 0.04, x0 + 0.04 + lw, 0, top - thick, z0 + 0.04, z0 + 0.04 + lw, {
      front: legColor,
    }),
    box(c, x1 - 0.04 - lw, x1 - 0.04, 0, top - thick, z0 + 0.04, z0 + 0.04 + lw, {
      front: legColor,
    }),
  ];
  return (
    legs.join('') +
    box(c, x0, x1, top - thick, top, z0, z1, { front: dark(color, 0.1), top: color })
  );
}

function chair(
  c: Cam,
  x: number,
  z: number,
  facing: 1 | -1,
  color: string,
  legColor: string,
  seatH = 0.46,
): string {
  // facing +1: the sitter looks away from the camera (back towards the camera)
  const w = 0.44;
  const x0 = x - w / 2;
  const x1 = x + w / 2;
  const z0 = z - w / 2;
  const z1 = z + w / 2;
  const back =
    facing > 0
      ? box(c, x0, x1, seatH, seatH + 0.42, z0, z0 + 0.05, { front: color })
      : box(c, x0, x1, seatH, seatH + 0.42, z1 - 0.05, z1, { front: dark(color, 0.08) });
  const legs = new Batch();
  for (const [lx, lz] of [
    [x0 + 0.035, z1 - 0.035],
    [x1 - 0.035, z1 - 0.035],
    [x0 + 0.035, z0 + 0.035],
    [x1 - 0.035, z0 + 0.035],
  ] as const) {
    legs.line(pr(c, lx, 0, lz), pr(c, lx, seatH, lz), legColor, Math.max(1, 0.03 * scaleAt(c, lz)));
  }
  const seat = box(c, x0, x1, seatH - 0.05, seatH, z0, z1, {
    front: dark(color, 0.1),
    top: light(color, 0.08),
  });
  return facing > 0 ? legs.toString() + seat + back : back + legs.toString() + seat;
}

function livingRoom(s: Canvas, r: Rng): void {
  const env = makeEnv(r);
  const gr = greens(r, env);
  const room = makeRoom(r, r.range(5.6, 7), r.range(6.5, 8), r.range(2.6, 2.9));
  const { c, xl, xr, d, h } = room;
  const palette = r.pick(PALETTES);
  const floor = r.pick<FloorKind>(['planks', 'planks', 'herringbone', 'concrete', 'tiles']);
  const floorColor =
    floor === 'concrete'
      ? '#aeaba5'
      : floor === 'tiles'
        ? r.pick(['#d6d1c7', '#bdb8ae'])
        : r.pick(WOODS);
  roomShell(s, r, room, floor, floorColor, 0.8);
  const winSide = r.sign();
  const frame = r.pick(['#f3f3f0', '#2e3134', '#2e3134']);
  sideWindow(
    s,
    r,
    room,
    env,
    winSide,
    d - 4.6,
    d - 1.2,
    0.15,
    h - 0.3,
    frame,
    r.chance(0.6) ? r.pick(['#e9e4da', '#d8cfc0', '#c4c9c4', '#f3f0ea']) : null,
    3,
  );
  const backWin = r.chance(0.5);
  if (backWin)
    backWindow(
      s,
      room,
      env,
      winSide > 0 ? xl + 0.5 : xr - 1.7,
      winSide > 0 ? xl + 1.7 : xr - 0.5,
      0.9,
      h - 0.35,
      frame,
      1,
    );
  // art on the back wall, clear of the window
  const k = scaleAt(c, d);
  const artW = r.range(1.1, 1.5);
  const artH = artW * r.range(0.65, 0.85);
  const artX = -artW / 2 + r.range(-0.2, 0.2) + (backWin ? -winSide * 0.3 : 0);
  const [ax, ay] = pr(c, artX, 1.35 + artH, d);
  s.add(artwork(r, ax, ay, artW * k, artH * k, palette));
  if (r.chance(0.5)) {
    const side = backWin ? -winSide : r.sign();
    const [bx, by] = pr(c, side < 0 ? artX - 0.9 : artX + artW + 0.35, 1.55 + artH * 0.6, d);
    s.add(artwork(r, bx, by, 0.55 * k, 0.7 * k, palette));
  }
  // sideboard / TV unit along the wall opposite the window
  const wallX = winSide > 0 ? xl : xr;
  const sb = r.pick(WOODS);
  if (r.chance(0.7)) {
    const x0 = winSide > 0 ? wallX : wallX - 0.45;
    const x1 = winSide > 0 ? wallX + 0.45 : wallX;
    s.add(floorShadow(s, c, x0, x1, d - 3.2, d - 1.2, 0.25));
    s.add(
      box(c, x0, x1, 0.12, 0.62, d - 3.2, d - 1.2, {
        front: dark(sb, 0.1),
        top: light(sb, 0.1),
        side: sb,
      }),
    );
    const vaseP = pr(c, (x0 + x1) / 2, 0.62, d - 2.6);
    const vk = scaleAt(c, d - 2.6);
    s.add(
      rrect(
        vaseP[0] - 0.07 * vk,
        vaseP[1] - 0.3 * vk,
        0.14 * vk,
        0.3 * vk,
        0.05 * vk,
        r.pick(palette),
      ),
    );
  }
  // rug, sofa, coffee table, armchair
  const fabric = r.pick(FABRICS);
  const sofaW = r.range(2.1, 2.7);
  const sx = r.range(-0.4, 0.4);
  s.add(
    rug(
      s,
      c,
      sx - sofaW * 0.75,
      sx + sofaW * 0.75,
      d - 3.6,
      d - 0.9,
      r.pick(['#e6dfd2', '#c9c2b5', '#8a8f98', '#d9c7b0', palette[3]!]),
      r.pick(palette),
    ),
  );
  const pillows = [r.pick(palette), r.pick(palette), r.pick(palette)].slice(0, r.int(2, 3));
  s.add(
    pottedPlant(
      s,
      r,
      c,
      gr,
      winSide > 0 ? xr - 0.6 : xl + 0.6,
      d - 0.5,
      r.range(1.1, 1.6),
      r.pick(['#e9e4da', '#2e3134', '#b0623f', '#d8d2c6']),
    ),
  );
  s.add(sofa(s, r, c, sx - sofaW / 2, sx + sofaW / 2, d - 1.05, d - 0.1, fabric, pillows));
  if (r.chance(0.7))
    s.add(
      floorLamp(
        c,
        sx + (sofaW / 2 + 0.35) * -winSide,
        d - 0.4,
        r.pick(['#f1ebe0', '#2e3134', '#c9a66b']),
      ),
    );
  const tableColor = r.pick([...WOODS, '#f1efea', '#2e3134']);
  s.add(floorShadow(s, c, sx - 0.6, sx + 0.6, d - 2.4, d - 1.75, 0.25));
  if (r.chance(0.5)) {
    s.add(
      box(c, sx - 0.6, sx + 0.6, 0, 0.38, d - 2.4, d - 1.75, {
        front: dark(tableColor, 0.12),
        top: tableColor,
      }),
    );
  } else {
    s.add(table(c, sx - 0.6, sx + 0.6, d - 2.4, d - 1.75, 0.4, tableColor, '#2b2b2b', 0.05));
  }
  const bookP = pr(c, sx - 0.2, 0.4, d - 2.05);
  const bk = scaleAt(c, d - 2.05);
  s.add(
    rect(bookP[0], bookP[1] - 0.05 * bk, 0.3 * bk, 0.05 * bk, r.pick(palette)),
    rect(bookP[0] + 0.02 * bk, bookP[1] - 0.09 * bk, 0.25 * bk, 0.04 * bk, r.pick(palette)),
  );
  const cupP = pr(c, sx + 0.25, 0.4, d - 2.1);
  s.add(ellipse(cupP[0], cupP[1] - 0.06 * bk, 0.09 * bk, 0.06 * bk, '#f4f2ee'));
  // armchair beside the coffee table
  if (r.chance(0.75)) {
    const ax0 = winSide > 0 ? sx - sofaW / 2 - 1.25 : sx + sofaW / 2 + 0.3;
    s.add(sofa(s, r, c, ax0, ax0 + 0.95, d - 2.6, d - 1.7, r.pick(palette), []));
  }
  s.add(
    pendant(
      c,
      sx,
      d - 2.1,
      h,
      0.8,
      r.pick(['#2e3134', '#c9a66b', '#f1ebe0', palette[0]!]),
      r.pick(['dome', 'globe', 'cone'] as const),
    ),
  );
  finish(s, env, 0.28);
}

function kitchen(s: Canvas, r: Rng): void {
  const env = makeEnv(r);
  const gr = greens(r, env);
  const room = makeRoom(r, r.range(5.2, 6.2), r.range(7.2, 8.2), r.range(2.6, 2.8), 0.56);
  const { c, xl, xr, d, h } = room;
  const floor = r.pick<FloorKind>(['tiles', 'planks', 'concrete', 'herringbone']);
  const floorColor =
    floor === 'tiles'
      ? r.pick(['#d6d1c7', '#9c9892', '#c4beb3', '#e4e0d8'])
      : floor === 'concrete'
        ? '#a9a6a0'
        : r.pick(WOODS);
  roomShell(s, r, room, floor, floorColor, 0.6);
  const cab = r.pick([
    '#f2f1ed',
    '#f2f1ed',
    '#8fa39a',
    '#2f3e4f',
    '#3a3c40',
    '#c8b59a',
    '#a3b1b6',
    '#5b6b57',
  ]);
  const counter = r.pick(['#f4f3f0', '#e9e6df', '#2b2b2b', '#b89372', '#d5d2cc']);
  const handle = r.pick(['#c9a66b', '#2b2b2b', '#b5b5b5']);
  const winSide = r.sign();
  sideWindow(s, r, room, env, winSide, d - 3.6, d - 1.6, 0.95, h - 0.3, '#2e3134', null, 2);
  // back wall run
  const k = scaleAt(c, d);
  const tw = Math.max(6, Math.round(0.3 * k));
  const th = Math.max(4, Math.round(0.15 * k));
  const tilePattern = s.pattern(
    'splash',
    tw,
    th,
    rect(0, 0, tw, th, '#bdbab3') +
      rect(0.5, 0.5, tw - 1, th / 2 - 1, '#f3f2ee') +
      rect(-tw / 2 + 0.5, th / 2 + 0.5, tw - 1, th / 2 - 1, '#f3f2ee') +
      rect(tw / 2 + 0.5, th / 2 + 0.5, tw - 1, th / 2 - 1, '#f3f2ee'),
  );
  const runX0 = xl + (winSide < 0 ? 0 : 0);
  const runX1 = xr;
  const sp0 = pr(c, runX0, 1.45, d);
  const sp1 = pr(c, runX1, 0.9, d);
  s.add(
    rect(
      sp0[0],
      sp0[1],
      sp1[0] - sp0[0],
      sp1[1] - sp0[1],
      r.chance(0.6) ? tilePattern : dark(room.back, 0.05),
    ),
  );
  // tall unit with fridge/oven on one side
  const tallLeft = winSide > 0;
  const tx0 = tallLeft ? xl : xr - 1.2;
  const tx1 = tallLeft ? xl + 1.2 : xr;
  const zb = d - 0.62;
  s.add(
    box(c, tx0, tx1, 0, 2.3, zb, d, { front: cab, side: dark(cab, 0.12), top: light(cab, 0.1) }),
  );
  const ft0 = pr(c, tx0, 2.3, zb);
  const ft1 = pr(c, tx1, 0, zb);
  const kk = scaleAt(c, zb);
  s.add(rect(ft0[0] + (ft1[0] - ft0[0]) / 2 - 0.5, ft0[1], 1, ft1[1] - ft0[1], dark(cab, 0.25)));
  s.add(
    rect(
      ft0[0] + (ft1[0] - ft0[0]) * 0.56,
      ft0[1] + 0.75 * kk,
      (ft1[0] - ft0[0]) * 0.38,
      0.5 * kk,
      '#1e2124',
    ),
    rect(
      ft0[0] + (ft1[0] - ft0[0]) * 0.58,
      ft0[1] + 0.79 * kk,
      (ft1[0] - ft0[0]) * 0.34,
      0.08 * kk,
      '#3b4046',
    ),
  );
  s.add(
    rect(ft0[0] + (ft1[0] - ft0[0]) * 0.44, ft0[1] + 0.9 * kk, 0.03 * kk, 0.5 * kk, handle),
    rect(ft0[0] + (ft1[0] - ft0[0]) * 0.53, ft0[1] + 0.45 * kk, 0.03 * kk, 0.25 * kk, handle),
  );
  // base cabinets + counter
  const bx0 = tallLeft ? tx1 : xl;
  const bx1 = tallLeft ? xr : tx0;
  s.add(box(c, bx0, bx1, 0, 0.86, zb, d, { front: cab, side: dark(cab, 0.12) }));
  s.add(box(c, bx0, bx1, 0.86, 0.9, zb - 0.03, d, { front: dark(counter, 0.08), top: counter }));
  const doors = Math.max(3, Math.round((bx1 - bx0) / 0.6));
  const fronts: string[] = [
    q3(
      c,
      [
        [bx0, 0, zb],
        [bx1, 0, zb],
        [bx1, 0.1, zb],
        [bx0, 0.1, zb],
      ],
      '#2b2b2b',
    ),
  ];
  for (let i = 0; i <= doors; i++) {
    const a = pr(c, bx0 + ((bx1 - bx0) * i) / doors, 0.84, zb);
    const b = pr(c, bx0 + ((bx1 - bx0) * i) / doors, 0.12, zb);
    fronts.push(line(a[0], a[1], b[0], b[1], dark(cab, 0.25), 1.4));
    if (i < doors) {
      const hx = bx0 + ((bx1 - bx0) * (i + 0.5)) / doors;
      const hp = pr(c, hx - 0.12, 0.76, zb);
      fronts.push(rect(hp[0], hp[1], 0.24 * kk, 0.025 * kk, handle));
      const dp = pr(c, bx0, 0.58, zb);
      const dp1 = pr(c, bx1, 0.58, zb);
      fronts.push(line(dp[0], dp[1], dp1[0], dp1[1], dark(cab, 0.2), 1));
    }
  }
  s.add(g(fronts));
  // hob and hood
  const hobX = (bx0 + bx1) / 2 + r.range(-0.3, 0.3);
  s.add(
    q3(
      c,
      [
        [hobX - 0.38, 0.905, d - 0.55],
        [hobX + 0.38, 0.905, d - 0.55],
        [hobX + 0.38, 0.905, d - 0.05],
        [hobX - 0.38, 0.905, d - 0.05],
      ],
      '#1b1d20',
    ),
  );
  const hoodColor = r.pick(['#b8bcc0', cab, '#2b2b2b']);
  s.add(
    box(c, hobX - 0.45, hobX + 0.45, 1.65, 1.78, d - 0.5, d, {
      front: dark(hoodColor, 0.05),
      bottom: dark(hoodColor, 0.35),
    }),
  );
  s.add(box(c, hobX - 0.15, hobX + 0.15, 1.78, h, d - 0.3, d, { front: hoodColor }));
  // upper cabinets or open shelves
  if (r.chance(0.6)) {
    for (const [u0, u1] of [
      [bx0, hobX - 0.6],
      [hobX + 0.6, bx1],
    ] as const) {
      if (u1 - u0 < 0.4) continue;
      s.add(box(c, u0, u1, 1.5, 2.3, d - 0.35, d, { front: cab, bottom: dark(cab, 0.3) }));
      const cnt = Math.max(1, Math.round((u1 - u0) / 0.6));
      for (let i = 1; i < cnt; i++) {
        const a = pr(c, u0 + ((u1 - u0) * i) / cnt, 2.28, d - 0.35);
        const b = pr(c, u0 + ((u1 - u0) * i) / cnt, 1.52, d - 0.35);
        s.add(line(a[0], a[1], b[0], b[1], dark(cab, 0.25), 1.2));
      }
    }
  } else {
    const shelf = r.pick(WOODS);
    for (const [u0, u1] of [
      [bx0 + 0.1, hobX - 0.65],
      [hobX + 0.65, bx1 - 0.1],
    ] as const) {
      if (u1 - u0 < 0.4) continue;
      s.add(box(c, u0, u1, 1.75, 1.79, d - 0.28, d, { front: shelf, bottom: dark(shelf, 0.3) }));
      const ks = scaleAt(c, d - 0.14);
      for (let x = u0 + 0.1; x < u1 - 0.15; x += r.range(0.16, 0.3)) {
        const p = pr(c, x, 1.79, d - 0.14);
        const hh = r.range(0.1, 0.26);
        s.add(
          rrect(
            p[0],
            p[1] - hh * ks,
            r.range(0.08, 0.14) * ks,
            hh * ks,
            2,
            r.pick(['#f4f2ee', '#d8cfc0', '#6b8f7a', '#c96f4a', '#2e3134']),
          ),
        );
      }
    }
  }
  // sink with tap near the window side
  const sinkX = hobX + (tallLeft ? 0.9 : -0.9) * Math.sign(bx1 - bx0);
  if (sinkX > bx0 + 0.4 && sinkX < bx1 - 0.4) {
    s.add(
      q3(
        c,
        [
          [sinkX - 0.3, 0.906, d - 0.5],
          [sinkX + 0.3, 0.906, d - 0.5],
          [sinkX + 0.3, 0.906, d - 0.12],
          [sinkX - 0.3, 0.906, d - 0.12],
        ],
        '#9ea3a8',
      ),
    );
    const t0 = pr(c, sinkX, 0.9, d - 0.08);
    const t1 = pr(c, sinkX, 1.22, d - 0.08);
    const t2 = pr(c, sinkX, 1.22, d - 0.3);
    s.add(polyline([t0, t1, t2], '#c5c8cc', Math.max(2, 0.025 * k)));
  }
  // island with stools
  const ix0 = r.range(-1.4, -0.9);
  const ix1 = -ix0 + r.range(-0.2, 0.2);
  const iz0 = d - 3.2;
  const iz1 = d - 2.2;
  const islandFront = r.chance(0.5)
    ? cab
    : r.pick(['#2f3e4f', '#3a3c40', '#8fa39a', '#c8b59a', '#f2f1ed']);
  s.add(
    pendant(
      c,
      (ix0 + ix1) / 2 - 0.6,
      (iz0 + iz1) / 2,
      h,
      0.9,
      r.pick(['#2e3134', '#c9a66b', '#f1ebe0']),
      'dome',
    ),
    pendant(
      c,
      (ix0 + ix1) / 2 + 0.6,
      (iz0 + iz1) / 2,
      h,
      0.9,
      r.pick(['#2e3134', '#c9a66b']),
      'dome',
    ),
  );
  s.add(floorShadow(s, c, ix0, ix1, iz0, iz1, 0.35));
  s.add(
    box(c, ix0, ix1, 0, 0.88, iz0 + 0.25, iz1, {
      front: islandFront,
      side: dark(islandFront, 0.15),
    }),
  );
  s.add(
    box(c, ix0 - 0.05, ix1 + 0.05, 0.88, 0.93, iz0, iz1 + 0.02, {
      front: dark(counter, 0.08),
      top: counter,
    }),
  );
  const fruit = pr(c, ix1 - 0.5, 0.93, iz0 + 0.5);
  const fk = scaleAt(c, iz0 + 0.5);
  s.add(
    ellipse(fruit[0], fruit[1] - 0.04 * fk, 0.2 * fk, 0.06 * fk, '#f4f2ee'),
    circle(fruit[0] - 0.06 * fk, fruit[1] - 0.09 * fk, 0.05 * fk, '#e4a03a'),
    circle(fruit[0] + 0.06 * fk, fruit[1] - 0.09 * fk, 0.05 * fk, '#b33a2e'),
    circle(fruit[0], fruit[1] - 0.12 * fk, 0.05 * fk, '#8fb34a'),
  );
  const stool = r.pick(['#2e3134', '#c9a66b', '#a87c52', '#8a9199']);
  const count = ix1 - ix0 > 2.3 ? 3 : 2;
  for (let i = 0; i < count; i++) {
    const sxp = ix0 + ((ix1 - ix0) * (i + 0.5)) / count;
    const z = iz0 - 0.35;
    const kz = scaleAt(c, z);
    const top = pr(c, sxp, 0.66, z);
    const base = pr(c, sxp, 0, z);
    s.add(ellipse(base[0], base[1], 0.22 * kz, 0.05 * kz, '#000', O(0.25)));
    s.add(
      line(
        top[0] - 0.14 * kz,
        top[1],
        base[0] - 0.18 * kz,
        base[1],
        '#2b2b2b',
        Math.max(1.5, 0.025 * kz),
      ),
      line(
        top[0] + 0.14 * kz,
        top[1],
        base[0] + 0.18 * kz,
        base[1],
        '#2b2b2b',
        Math.max(1.5, 0.025 * kz),
      ),
    );
    s.add(
      line(
        top[0] - 0.16 * kz,
        top[1] + 0.42 * kz,
        top[0] + 0.16 * kz,
        top[1] + 0.42 * kz,
        '#2b2b2b',
        Math.max(1.5, 0.02 * kz),
      ),
    );
    s.add(
      ellipse(top[0], top[1], 0.2 * kz, 0.06 * kz, dark(stool, 0.15)),
      ellipse(top[0], top[1] - 0.03 * kz, 0.2 * kz, 0.06 * kz, stool),
    );
  }
  if (r.chance(0.6))
    s.add(pottedPlant(s, r, c, gr, winSide > 0 ? xr - 0.5 : xl + 0.5, d - 3.8, 0.9, '#e9e4da'));
  finish(s, env, 0.28);
}

function bedroom(s: Canvas, r: Rng): void {
  const env = makeEnv(r);
  const gr = greens(r, env);
  const room = makeRoom(r, r.range(4.4, 5.4), r.range(5, 6), r.range(2.55, 2.8), 0.6);
  const { c, xl, xr, d, h } = room;
  const palette = r.pick(PALETTES);
  const floor = r.pick<FloorKind>(['planks', 'planks', 'carpet', 'herringbone']);
  const floorColor = floor === 'carpet' ? r.pick(['#b9b2a6', '#9aa0a6', '#c8bfb0']) : r.pick(WOODS);
  roomShell(s, r, room, floor, floorColor, 0.5);
  const winSide = r.sign();
  sideWindow(
    s,
    r,
    room,
    env,
    winSide,
    d - 3.8,
    d - 2.0,
    0.5,
    h - 0.3,
    r.pick(['#f3f3f0', '#2e3134']),
    r.pick(['#e9e4da', '#d8cfc0', '#b8c0c8', '#f3f0ea', '#c9b8a6']),
    2,
  );
  const bx = r.range(-0.3, 0.3);
  const bw = r.pick([1.6, 1.8]);
  const k = scaleAt(c, d);
  // wall panel or art above the bed
  if (r.chance(0.4)) {
    const p0 = pr(c, bx - bw / 2 - 0.5, 1.7, d);
    const p1 = pr(c, bx + bw / 2 + 0.5, 0, d);
    s.add(rect(p0[0], p0[1], p1[0] - p0[0], p1[1] - p0[1], r.pick([...ACCENT_WALLS, ...WOODS])));
  }
  const artW = r.range(0.9, 1.3);
  const [ax, ay] = pr(c, bx - artW / 2, 1.55 + artW * 0.6, d);
  s.add(artwork(r, ax, ay, artW * k, artW * 0.6 * k, palette));
  const bedZ0 = d - 2.2;
  const linen = r.pick(['#f4f2ee', '#eae6de', '#dfe4e8', '#e8ddd0', '#f6f4f0']);
  const head = r.pick([...FABRICS, ...WOODS]);
  s.add(
    rug(
      s,
      c,
      bx - bw / 2 - 0.7,
      bx + bw / 2 + 0.7,
      bedZ0 - 0.7,
      d - 0.8,
      r.pick(['#e6dfd2', '#c9c2b5', '#8a8f98', '#d9c7b0']),
      r.pick(palette),
    ),
  );
  // nightstands with lamps
  for (const side of [-1, 1] as const) {
    const nx0 = side < 0 ? bx - bw / 2 - 0.55 : bx + bw / 2 + 0.08;
    const ns = r.pick(WOODS);
    s.add(floorShadow(s, c, nx0, nx0 + 0.47, d - 0.45, d - 0.02, 0.25));
    s.add(
      box(c, nx0, nx0 + 0.47, 0.05, 0.55, d - 0.45, d - 0.02, {
        front: dark(ns, 0.08),
        top: light(ns, 0.1),
      }),
    );
    const lp = pr(c, nx0 + 0.235, 0.55, d - 0.22);
    const lk = scaleAt(c, d - 0.22);
    s.add(
      rrect(lp[0] - 0.05 * lk, lp[1] - 0.25 * lk, 0.1 * lk, 0.25 * lk, 0.04 * lk, r.pick(palette)),
    );
    s.add(circle(lp[0], lp[1] - 0.4 * lk, 0.45 * lk, 'url(#glow)'));
    s.add(
      poly(
        [
          [lp[0] - 0.1 * lk, lp[1] - 0.52 * lk],
          [lp[0] + 0.1 * lk, lp[1] - 0.52 * lk],
          [lp[0] + 0.15 * lk, lp[1] - 0.26 * lk],
          [lp[0] - 0.15 * lk, lp[1] - 0.26 * lk],
        ],
        '#f7efdc',
      ),
    );
  }
  // bed
  s.add(floorShadow(s, c, bx - bw / 2 - 0.05, bx + bw / 2 + 0.05, bedZ0, d, 0.35));
  s.add(box(c, bx - bw / 2 - 0.12, bx + bw / 2 + 0.12, 0, 1.2, d - 0.1, d, { front: head }));
  s.add(
    box(c, bx - bw / 2 - 0.05, bx + bw / 2 + 0.05, 0.05, 0.32, bedZ0, d - 0.1, {
      front: dark(head, 0.08),
    }),
  );
  s.add(
    box(c, bx - bw / 2, bx + bw / 2, 0.32, 0.52, bedZ0 + 0.02, d - 0.1, {
      front: linen,
      top: light(linen, 0.3),
    }),
  );
  // pillows
  const pk = scaleAt(c, d - 0.35);
  const pillowCount = r.int(2, 4);
  for (let i = 0; i < pillowCount; i++) {
    const px = bx - bw / 2 + (bw * (i + 0.5)) / pillowCount;
    const [cx, cy] = pr(c, px, 0.68, d - 0.35);
    const color = i === 0 || i === pillowCount - 1 ? linen : r.pick(palette);
    s.add(
      rrect(
        cx - (bw / pillowCount / 2 - 0.03) * pk,
        cy - 0.16 * pk,
        (bw / pillowCount - 0.06) * pk,
        0.3 * pk,
        0.08 * pk,
        dark(color, 0.05),
        ` transform="rotate(${n(r.range(-4, 4))} ${n(cx)} ${n(cy)})"`,
      ),
    );
  }
  // duvet with a turned-down fold
  const duvet = r.chance(0.5) ? linen : r.pick(palette);
  s.add(
    box(c, bx - bw / 2 - 0.04, bx + bw / 2 + 0.04, 0.3, 0.6, bedZ0 - 0.04, d - 0.75, {
      front: dark(duvet, 0.06),
      top: light(duvet, 0.12),
      side: dark(duvet, 0.12),
    }),
  );
  s.add(
    box(c, bx - bw / 2 - 0.045, bx + bw / 2 + 0.045, 0.55, 0.62, d - 1.0, d - 0.75, {
      front: light(duvet, 0.2),
      top: light(duvet, 0.3),
    }),
  );
  s.add(
    box(c, bx - bw / 2 - 0.06, bx + bw / 2 + 0.06, 0.32, 0.63, bedZ0 - 0.05, bedZ0 + 0.5, {
      front: dark(r.pick(palette), 0.1),
      top: r.pick(palette),
    }),
  );
  // wardrobe or plant on the far side
  if (r.chance(0.5)) {
    const wx0 = winSide > 0 ? xl : xr - 0.62;
    const wood = r.pick(['#f2f1ed', ...WOODS, '#3a3c40']);
    s.add(
      box(c, wx0, wx0 + 0.62, 0, 2.3, d - 4.6, d - 2.5, {
        front: wood,
        side: winSide > 0 ? dark(wood, 0.05) : dark(wood, 0.05),
      }),
    );
    const fx = winSide > 0 ? wx0 + 0.62 : wx0;
    for (const z of [d - 3.9, d - 3.2]) {
      const a = pr(c, fx, 2.25, z);
      const b = pr(c, fx, 0.05, z);
      s.add(line(a[0], a[1], b[0], b[1], dark(wood, 0.3), 1.5));
    }
  } else {
    s.add(
      pottedPlant(
        s,
        r,
        c,
        gr,
        winSide > 0 ? xl + 0.5 : xr - 0.5,
        d - 2.4,
        r.range(1, 1.5),
        r.pick(['#e9e4da', '#b0623f', '#2e3134']),
      ),
    );
  }
  finish(s, env, 0.3);
}

function bathroom(s: Canvas, r: Rng): void {
  const env = makeEnv(r);
  const gr = greens(r, env);
  const room = makeRoom(r, r.range(3.2, 3.9), r.range(3.4, 4.2), 2.6, 0.66, [1.35, 1.5]);
  const { c, xl, xr, d, h } = room;
  room.wall = r.pick(['#f1efea', '#e9e7e2', '#dfe3e4', '#e8e2d8']);
  const tileColor = r.pick([
    '#f2f1ee',
    '#dfe3e4',
    '#c9c3b8',
    '#a9b3b0',
    '#3c4448',
    '#d8d0c4',
    '#9fb4ae',
  ]);
  room.back = tileColor;
  const floorColor = r.pick(['#8e8b87', '#c9c3b8', '#5f6366', '#d6d1c7']);
  roomShell(s, r, room, 'tiles', floorColor, 0.6);
  const k = scaleAt(c, d);
  // tiled back wall: large-format tile joints
  const b0 = pr(c, xl, h, d);
  const b1 = pr(c, xr, 0, d);
  const tw = Math.max(6, Math.round(0.6 * k));
  const th = Math.max(3, Math.round(0.3 * k));
  s.add(
    rect(
      b0[0],
      b0[1],
      b1[0] - b0[0],
      b1[1] - b0[1],
      s.pattern(
        'tile',
        tw,
        th,
        rect(0, 0, tw, 1.2, '#000', O(0.12)) + rect(0, 0, 1.2, th, '#000', O(0.12)),
      ),
    ),
  );
  const side = r.sign();
  // side-wall tiles up to 1.2 m
  for (const x of [xl, xr]) {
    s.add(
      q3(
        c,
        [
          [x, 0, 0.3],
          [x, 0, d],
          [x, 1.2, d],
          [x, 1.2, 0.3],
        ],
        tileColor,
        O(0.9),
      ),
    );
    const a = pr(c, x, 1.2, 0.3);
    const b = pr(c, x, 1.2, d);
    s.add(line(a[0], a[1], b[0], b[1], light(tileColor, 0.4), 2));
  }
  // high frosted window
  sideWindow(s, r, room, env, side, d - 1.8, d - 0.9, 1.55, 2.3, '#f3f3f0', null, 1);
  const bath = r.chance(0.55);
  let wetX0 = 0;
  let wetX1 = 0;
  if (bath) {
    // bath along the back wall
    const w0 = xl;
    const w1 = xl + 1.75 < xr - 0.9 ? xl + 1.75 : xr - 0.9;
    const bx0 = side > 0 ? xr - (w1 - w0) : w0;
    const bx1 = side > 0 ? xr : w1;
    wetX0 = bx0;
    wetX1 = bx1;
    s.add(
      box(c, bx0, bx1, 0, 0.56, d - 0.78, d, { front: '#f6f6f3', top: '#ffffff', side: '#e3e3df' }),
    );
    s.add(
      q3(
        c,
        [
          [bx0 + 0.08, 0.561, d - 0.7],
          [bx1 - 0.08, 0.561, d - 0.7],
          [bx1 - 0.08, 0.561, d - 0.08],
          [bx0 + 0.08, 0.561, d - 0.08],
        ],
        '#d4dade',
      ),
    );
    s.add(
      q3(
        c,
        [
          [bx0 + 0.08, 0.561, d - 0.7],
          [bx1 - 0.08, 0.561, d - 0.7],
          [bx1 - 0.08, 0.561, d - 0.5],
          [bx0 + 0.08, 0.561, d - 0.5],
        ],
        '#bfc7cc',
      ),
    );
    const tp = pr(c, (bx0 + bx1) / 2, 0.75, d);
    s.add(
      rect(tp[0] - 0.15 * k, tp[1], 0.3 * k, 0.05 * k, '#c5c8cc'),
      rect(tp[0] - 0.02 * k, tp[1], 0.04 * k, 0.12 * k, '#c5c8cc'),
    );
    const hp = pr(c, bx0 + 0.3, 1.9, d);
    s.add(
      line(hp[0], hp[1], hp[0], tp[1], '#c5c8cc', 0.025 * k),
      ellipse(hp[0], hp[1], 0.06 * k, 0.03 * k, '#c5c8cc'),
    );
  } else {
    // walk-in shower with a glass panel
    const sx0 = side > 0 ? xr - 1.2 : xl;
    const sx1 = side > 0 ? xr : xl + 1.2;
    const gx = side > 0 ? sx0 : sx1;
    wetX0 = sx0;
    wetX1 = sx1;
    const rain = pr(c, (sx0 + sx1) / 2, 2.15, d - 0.45);
    const rk = scaleAt(c, d - 0.45);
    const arm = pr(c, (sx0 + sx1) / 2, 2.15, d);
    s.add(
      line(arm[0], arm[1], rain[0], rain[1], '#b9bdc1', 0.025 * rk),
      ellipse(rain[0], rain[1] + 0.02 * rk, 0.16 * rk, 0.04 * rk, '#b9bdc1'),
    );
    const vp = pr(c, (sx0 + sx1) / 2, 1.1, d);
    s.add(rect(vp[0] - 0.06 * k, vp[1], 0.12 * k, 0.12 * k, '#b9bdc1'));
    s.add(
      q3(
        c,
        [
          [sx0 + 0.05, 0.004, d - 1.05],
          [sx1 - 0.05, 0.004, d - 1.05],
          [sx1 - 0.05, 0.004, d - 0.05],
          [sx0 + 0.05, 0.004, d - 0.05],
        ],
        dark(floorColor, 0.12),
      ),
    );
    s.add(
      q3(
        c,
        [
          [gx, 0.02, d - 1.1],
          [gx, 2.0, d - 1.1],
          [gx, 2.0, d],
          [gx, 0.02, d],
        ],
        '#dbeaf0',
        O(0.35),
      ),
    );
    s.add(
      polyline(
        prs(c, [
          [gx, 0.02, d - 1.1],
          [gx, 2.0, d - 1.1],
          [gx, 2.0, d],
        ]),
        '#9aa1a6',
        3,
      ),
    );
    s.add(
      q3(
        c,
        [
          [gx, 0.6, d - 0.9],
          [gx, 1.9, d - 0.5],
          [gx, 1.9, d - 0.35],
          [gx, 0.6, d - 0.75],
        ],
        '#fff',
        O(0.25),
      ),
    );
  }
  // vanity on the other side of the back wall
  const vx1 = side > 0 ? xl + 1.3 : xr;
  const vx0 = side > 0 ? xl : xr - 1.3;
  const wood = r.pick([...WOODS, '#f2f1ed', '#3a3c40', '#8fa39a']);
  const mp0 = pr(c, vx0 + 0.2, 2.05, d);
  const mp1 = pr(c, vx1 - 0.2, 1.15, d);
  const round = r.chance(0.4);
  const mr = round ? Math.min(mp1[0] - mp0[0], mp1[1] - mp0[1]) / 2 : 4;
  s.add(rrect(mp0[0] + 4, mp0[1] + 6, mp1[0] - mp0[0], mp1[1] - mp0[1], mr, '#000', O(0.15)));
  s.add(
    rrect(
      mp0[0],
      mp0[1],
      mp1[0] - mp0[0],
      mp1[1] - mp0[1],
      mr,
      s.lin(
        [
          [0, '#e9eff2'],
          [0.5, '#b8c4ca'],
          [1, '#dfe6ea'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  s.add(
    poly(
      [
        [mp0[0] + (mp1[0] - mp0[0]) * 0.2, mp0[1]],
        [mp0[0] + (mp1[0] - mp0[0]) * 0.4, mp0[1]],
        [mp0[0] + (mp1[0] - mp0[0]) * 0.15, mp1[1]],
        [mp0[0], mp1[1]],
      ],
      '#fff',
      O(0.25),
    ),
  );
  s.add(
    rect(
      mp0[0] + (mp1[0] - mp0[0]) * 0.2,
      mp0[1] - 0.1 * k,
      (mp1[0] - mp0[0]) * 0.6,
      0.04 * k,
      '#fff6dc',
    ),
  );
  s.add(floorShadow(s, c, vx0, vx1, d - 0.5, d, 0.18, 0.02));
  s.add(
    box(c, vx0, vx1, 0.35, 0.82, d - 0.5, d, {
      front: wood,
      side: dark(wood, 0.12),
      bottom: dark(wood, 0.35),
    }),
  );
  s.add(
    box(c, vx0 - 0.01, vx1 + 0.01, 0.82, 0.86, d - 0.52, d, { front: '#f4f3f0', top: '#fbfbf9' }),
  );
  const basin = pr(c, (vx0 + vx1) / 2, 0.86, d - 0.27);
  const bk = scaleAt(c, d - 0.27);
  s.add(
    ellipse(basin[0], basin[1] - 0.06 * bk, 0.25 * bk, 0.09 * bk, '#e6e8e9'),
    ellipse(basin[0], basin[1] - 0.08 * bk, 0.25 * bk, 0.08 * bk, '#ffffff'),
    ellipse(basin[0], basin[1] - 0.08 * bk, 0.19 * bk, 0.05 * bk, '#d5dadd'),
  );
  const tap = pr(c, (vx0 + vx1) / 2, 0.86, d - 0.05);
  s.add(
    polyline(
      [
        [tap[0], tap[1]],
        [tap[0], tap[1] - 0.2 * k],
        [tap[0] + 0.0 * k, tap[1] - 0.2 * k],
      ],
      '#c5c8cc',
      0.025 * k,
    ),
  );
  s.add(line(tap[0], tap[1] - 0.2 * k, tap[0], tap[1] - 0.13 * k, '#c5c8cc', 0.02 * k));
  // wall-hung toilet between the vanity and the bath/shower, when there is room
  const gapX0 = side > 0 ? vx1 : wetX1;
  const gapX1 = side > 0 ? wetX0 : vx0;
  if (gapX1 - gapX0 >= 0.75) {
    const wx = (gapX0 + gapX1) / 2;
    const fp = pr(c, wx - 0.12, 1.05, d);
    s.add(rrect(fp[0], fp[1], 0.24 * k, 0.15 * k, 0.02 * k, '#e9ebec'));
    s.add(floorShadow(s, c, wx - 0.18, wx + 0.18, d - 0.55, d, 0.15, 0.02));
    s.add(
      box(c, wx - 0.18, wx + 0.18, 0.3, 0.42, d - 0.55, d, {
        front: '#f4f4f2',
        top: '#ffffff',
        side: '#e2e3e1',
        bottom: '#d5d7d6',
      }),
    );
    const seat = pr(c, wx, 0.42, d - 0.3);
    const sk = scaleAt(c, d - 0.3);
    s.add(
      ellipse(
        seat[0],
        seat[1],
        0.17 * sk,
        0.17 * sk * Math.min(1, (c.ey - 0.42) / (d - 0.3)) + 1,
        '#fbfbfa',
      ),
    );
  }
  // heated towel rail with a towel on the side wall
  const tx = side > 0 ? xl + 0.03 : xr - 0.03;
  const rail = new Batch();
  for (const z of [d - 1.55, d - 0.95])
    rail.line(pr(c, tx, 0.35, z), pr(c, tx, 1.45, z), '#c5c8cc', 4);
  for (let y = 0.45; y < 1.45; y += 0.14)
    rail.line(pr(c, tx, y, d - 1.55), pr(c, tx, y, d - 0.95), '#c5c8cc', 2.5);
  s.add(rail.toString());
  const towel = r.pick(['#f4f2ee', '#c9b8a6', '#9fb4ae', '#3f4e5a', '#e3c9b8']);
  s.add(
    q3(
      c,
      [
        [tx, 1.3, d - 1.45],
        [tx, 1.3, d - 1.05],
        [tx, 0.7, d - 1.05],
        [tx, 0.7, d - 1.45],
      ],
      towel,
    ),
  );
  s.add(
    q3(
      c,
      [
        [tx, 0.7, d - 1.45],
        [tx, 0.7, d - 1.05],
        [tx, 0.76, d - 1.05],
        [tx, 0.76, d - 1.45],
      ],
      dark(towel, 0.12),
    ),
  );
  // bath mat in front of the vanity
  const matX = (vx0 + vx1) / 2;
  s.add(
    q3(
      c,
      [
        [matX - 0.4, 0.005, d - 1.35],
        [matX + 0.4, 0.005, d - 1.35],
        [matX + 0.4, 0.005, d - 0.75],
        [matX - 0.4, 0.005, d - 0.75],
      ],
      r.pick(['#e9e4da', '#9fb4ae', '#c9b8a6', '#d8d2c6']),
    ),
  );
  s.add(pottedPlant(s, r, c, gr, side > 0 ? xl + 0.45 : xr - 0.45, d - 1.5, 0.7, '#f1efea'));
  finish(s, env, 0.3);
}

function officeScene(s: Canvas, r: Rng): void {
  const env = makeEnv(r);
  const gr = greens(r, env);
  const room = makeRoom(r, r.range(10, 12.5), r.range(12, 15), 2.9, 0.5, [1.45, 1.6]);
  const { c, xl, xr, d, h } = room;
  room.wall = r.pick(['#eeeeec', '#e6e7e6', '#f1efea']);
  room.back = r.chance(0.5) ? room.wall : r.pick(['#3f4e5a', '#7c8f86', '#c9b8a6', '#2f3e4f']);
  const carpet = r.pick(['#7d848c', '#8f8a84', '#6b7480', '#9a9ea3', '#5f6870']);
  roomShell(s, r, room, 'carpet', carpet, 1, false);
  // suspended ceiling with light panels
  const grid = new Batch();
  for (let x = Math.ceil(xl / 1.2) * 1.2; x < xr; x += 1.2)
    grid.line(pr(c, x, h, 0.5), pr(c, x, h, d), dark(room.wall, 0.12), 1.2);
  for (let z = 1.2; z < d; z += 1.2)
    grid.line(pr(c, xl, h, z), pr(c, xr, h, z), dark(room.wall, 0.12), 1.2);
  for (let x = -3.6; x <= 3.6; x += 3.6) {
    for (let z = 2.4; z < d - 0.6; z += 2.4)
      grid.poly(
        prs(c, [
          [x - 0.6, h - 0.01, z],
          [x + 0.6, h - 0.01, z],
          [x + 0.6, h - 0.01, z + 0.6],
          [x - 0.6, h - 0.01, z + 0.6],
        ]),
        '#fffdf5',
      );
  }
  s.add(grid.toString());
  // ribbon windows
  const sides: (1 | -1)[] = r.chance(0.5) ? [-1, 1] : [r.sign()];
  for (const side of sides) {
    for (let z = 1.2; z < d - 0.8; z += 2.7)
      sideWindow(
        s,
        r,
        room,
        env,
        side,
        z,
        Math.min(z + 2.5, d - 0.3),
        0.75,
        h - 0.2,
        '#3a3d42',
        null,
        2,
      );
  }
  // glass meeting room against the back wall
  const k = scaleAt(c, d);
  const mx0 = r.range(-4, -1);
  const mx1 = mx0 + r.range(3.5, 5);
  const mz = d - 3;
  s.add(
    box(c, mx0, mx1, 0, h, mz, d, {
      front: dark(room.back, 0.15),
      side: dark(room.back, 0.2),
      top: room.wall,
    }),
  );
  const mt = pr(c, (mx0 + mx1) / 2, 0.75, d - 1.5);
  const mk = scaleAt(c, d - 1.5);
  s.add(
    rect(mt[0] - 1.1 * mk, mt[1] - 0.04 * mk, 2.2 * mk, 0.08 * mk, '#f1efea'),
    rect(mt[0] - 1.0 * mk, mt[1] + 0.04 * mk, 0.06 * mk, 0.7 * mk, '#2b2b2b'),
    rect(mt[0] + 0.94 * mk, mt[1] + 0.04 * mk, 0.06 * mk, 0.7 * mk, '#2b2b2b'),
  );
  for (let i = 0; i < 4; i++)
    s.add(
      rrect(
        mt[0] - 0.9 * mk + i * 0.55 * mk,
        mt[1] - 0.45 * mk,
        0.4 * mk,
        0.45 * mk,
        0.06 * mk,
        r.pick(['#2e3134', '#c96f4a', '#3d5a80']),
      ),
    );
  const screen = pr(c, (mx0 + mx1) / 2 - 0.8, 1.9, d);
  s.add(
    rect(screen[0], screen[1], 1.6 * k, 0.9 * k, '#1d2733'),
    rect(
      screen[0] + 0.05 * k,
      screen[1] + 0.05 * k,
      1.5 * k,
      0.8 * k,
      s.lin([
        [0, '#3a6ea5'],
        [1, '#1d3c5e'],
      ]),
    ),
  );
  s.add(
    q3(
      c,
      [
        [mx0, 0, mz],
        [mx1, 0, mz],
        [mx1, h, mz],
        [mx0, h, mz],
      ],
      '#cfe3ec',
      O(0.3),
    ),
  );
  s.add(
    q3(
      c,
      [
        [mx0, 1.0, mz],
        [mx1, 1.0, mz],
        [mx1, 1.35, mz],
        [mx0, 1.35, mz],
      ],
      '#ffffff',
      O(0.55),
    ),
  );
  const mull: string[] = [];
  for (let x = mx0; x <= mx1 + 0.01; x += (mx1 - mx0) / 4)
    mull.push(
      polyline(
        prs(c, [
          [x, 0, mz],
          [x, h, mz],
        ]),
        '#3a3d42',
        3,
      ),
    );
  s.add(g(mull));
  // desk benches, far to near
  const chairColor = r.pick(['#2e3134', '#3d5a80', '#c96f4a', '#5b6f6a', '#8a9199']);
  const deskTop = r.pick(['#f1efea', '#f1efea', '#c9a478', '#e6e2da']);
  const benches: { x0: number; z: number }[] = [];
  for (let z = mz - 1.6; z > 4.6; z -= r.range(2.8, 3.2)) {
    for (const side of [-1, 1] as const) {
      const x0 = side < 0 ? -1.2 - 2.9 : 1.2;
      if (side < 0 && z > mz - 2.6 && mx0 < -1) continue;
      benches.push({ x0, z });
    }
  }
  benches.sort((a, b) => b.z - a.z);
  for (const { x0, z } of benches) {
    const x1 = x0 + 2.9;
    const parts: string[] = [floorShadow(s, c, x0, x1, z - 0.8, z + 0.8, 0.2)];
    // far chairs (facing the camera)
    for (const cx of [x0 + 0.72, x1 - 0.72])
      parts.push(chair(c, cx, z + 1.0, -1, chairColor, '#2b2b2b'));
    // legs and top
    for (const lx of [x0 + 0.05, x1 - 0.1])
      parts.push(box(c, lx, lx + 0.05, 0, 0.72, z - 0.75, z + 0.75, { front: '#3a3d42' }));
    parts.push(
      box(c, x0, x1, 0.72, 0.75, z - 0.8, z + 0.8, { front: dark(deskTop, 0.1), top: deskTop }),
    );
    parts.push(
      box(c, x0 + 0.05, x1 - 0.05, 0.75, 1.15, z - 0.02, z + 0.02, {
        front: r.pick(['#9aa5a8', '#7c8f86', '#b7a48f']),
      }),
    );
    for (const cx of [x0 + 0.72, x1 - 0.72]) {
      // monitor backs (far row) and screens (near row)
      parts.push(box(c, cx - 0.3, cx + 0.3, 0.95, 1.3, z + 0.2, z + 0.24, { front: '#2b2d31' }));
      parts.push(box(c, cx - 0.03, cx + 0.03, 0.75, 0.95, z + 0.26, z + 0.3, { front: '#2b2d31' }));
      parts.push(box(c, cx - 0.03, cx + 0.03, 0.75, 0.95, z - 0.3, z - 0.26, { front: '#2b2d31' }));
      parts.push(box(c, cx - 0.3, cx + 0.3, 0.95, 1.3, z - 0.24, z - 0.2, { front: '#2b2d31' }));
      const s0 = pr(c, cx - 0.28, 1.28, z - 0.241);
      const s1 = pr(c, cx + 0.28, 0.97, z - 0.241);
      parts.push(
        rect(
          s0[0],
          s0[1],
          s1[0] - s0[0],
          s1[1] - s0[1],
          s.lin([
            [0, '#4d82b8'],
            [1, '#23456b'],
          ]),
        ),
      );
      parts.push(
        q3(
          c,
          [
            [cx - 0.2, 0.751, z - 0.45],
            [cx + 0.2, 0.751, z - 0.45],
            [cx + 0.2, 0.751, z - 0.3],
            [cx - 0.2, 0.751, z - 0.3],
          ],
          '#d9d9d6',
        ),
      );
    }
    for (const cx of [x0 + 0.72, x1 - 0.72])
      parts.push(chair(c, cx, z - 1.0, 1, chairColor, '#2b2b2b'));
    s.add(...parts);
  }
  // planters along the aisle
  for (const z of [mz - 1.2, 4.2])
    s.add(pottedPlant(s, r, c, gr, r.pick([-0.6, 0.6]), z, r.range(1.2, 1.6), '#f1efea'));
  finish(s, env, 0.26);
}

function warehouseInterior(s: Canvas, r: Rng): void {
  const env = makeEnv(r);
  const w = r.range(16, 20);
  const d = r.range(38, 46);
  const h = r.range(10, 11.5);
  const room = makeRoom(r, w, d, h, 0.42, [1.7, 1.8]);
  room.c.ex = r.range(-0.5, 0.5);
  room.c.cx = VW / 2 + r.range(-40, 40);
  room.c.cy = VH * r.range(0.5, 0.56);
  const { c, xl, xr } = room;
  room.wall = '#c9ccd0';
  room.back = '#d3d5d6';
  roomShell(s, r, room, 'concrete', r.pick(['#a3a19c', '#9c9b97', '#b0ada6']), 0.6, false);
  // roof: dark deck, trusses, skylights, high-bay lamps
  s.add(
    q3(
      c,
      [
        [xl, h, 0.3],
        [xr, h, 0.3],
        [xr, h, d],
        [xl, h, d],
      ],
      '#6d7176',
    ),
  );
  for (const x of [-w * 0.22, w * 0.22])
    s.add(
      q3(
        c,
        [
          [x - 0.7, h - 0.01, 2],
          [x + 0.7, h - 0.01, 2],
          [x + 0.7, h - 0.01, d],
          [x - 0.7, h - 0.01, d],
        ],
        '#eef4f8',
        O(0.9),
      ),
    );
  const truss: string[] = [];
  for (let z = 4; z < d; z += 6) {
    truss.push(
      polyline(
        prs(c, [
          [xl, h - 0.1, z],
          [xr, h - 0.1, z],
        ]),
        '#4a4e54',
        3,
      ),
      polyline(
        prs(c, [
          [xl, h - 1.1, z],
          [xr, h - 1.1, z],
        ]),
        '#4a4e54',
        2.5,
      ),
    );
    const zig: P3[] = [];
    for (let x = xl, i = 0; x <= xr; x += 1, i++) zig.push([x, i % 2 ? h - 0.1 : h - 1.1, z]);
    truss.push(polyline(prs(c, zig), '#4a4e54', 1.5));
  }
  s.add(g(truss));
  for (let z = 6; z < d - 2; z += 6) {
    for (const x of [-w * 0.12, w * 0.12]) {
      const p = pr(c, x, h - 1.6, z);
      const k = scaleAt(c, z);
      s.add(
        ellipse(p[0], p[1] + 0.3 * k, 1.2 * k, 0.8 * k, 'url(#glow)'),
        poly(
          [
            [p[0] - 0.25 * k, p[1] + 0.1 * k],
            [p[0] + 0.25 * k, p[1] + 0.1 * k],
            [p[0] + 0.12 * k, p[1] - 0.12 * k],
            [p[0] - 0.12 * k, p[1] - 0.12 * k],
          ],
          '#5a5e63',
        ),
        ellipse(p[0], p[1] + 0.1 * k, 0.25 * k, 0.05 * k, '#fffbe8'),
      );
    }
  }
  // back wall: sectional doors, one open
  const k = scaleAt(c, d);
  const doors = r.int(2, 3);
  for (let i = 0; i < doors; i++) {
    const x = xl + ((xr - xl) * (i + 0.5)) / doors;
    const a = pr(c, x - 1.6, 4.2, d);
    const open = i === doors - 1 && r.chance(0.6);
    s.add(rect(a[0] - 0.2 * k, a[1] - 0.2 * k, 3.6 * k, 4.4 * k, '#45494e'));
    if (open) {
      s.add(
        rect(
          a[0],
          a[1],
          3.2 * k,
          4.2 * k,
          s.lin([
            [0, env.low],
            [0.6, '#f4f1e8'],
            [1, '#bdb8ae'],
          ]),
        ),
      );
      s.add(rect(a[0], a[1], 3.2 * k, 0.8 * k, '#d9dcdf'));
    } else {
      s.add(rect(a[0], a[1], 3.2 * k, 4.2 * k, '#dfe1e3'));
      for (let j = 1; j < 7; j++)
        s.add(rect(a[0], a[1] + (4.2 * k * j) / 7, 3.2 * k, 1, '#000', O(0.25)));
    }
  }
  const hw0 = pr(c, xl, h - 1.2, d);
  const hw1 = pr(c, xr, h - 2.2, d);
  s.add(rect(hw0[0], hw0[1], hw1[0] - hw0[0], hw1[1] - hw0[1], '#eaf2f6', O(0.85)));
  // racks
  const aisle = r.range(3.4, 4.2);
  const depthR = 1.1;
  const levels = [0, 1.8, 3.6, 5.4, 7.2];
  const top = 8.6;
  const bay = 3.6;
  const z0 = r.range(7, 9);
  const z1 = d - 4;
  const upright = r.pick(['#1f5fa8', '#2d6a9f', '#3a4750']);
  const beam = r.pick(['#f07f1a', '#e85d1c', '#f2b01e']);
  const cartons = ['#c49a6c', '#b88b5c', '#d2ab7c', '#a9825a', '#e8e4da', '#c49a6c', '#9fb3c8'];
  const rackRow = (face: number, back: number, zStart: number, zEnd: number): string => {
    const b = new Batch();
    const P = (y: number, z: number) => pr(c, face, y, z);
    b.poly([P(0, zStart), P(top, zStart), P(top, zEnd), P(0, zEnd)], '#3b3e42');
    for (let z = zStart; z < zEnd - 0.5; z += bay) {
      for (let li = 0; li < levels.length - 1; li++) {
        const y = levels[li]! + (li === 0 ? 0 : 0.12);
        b.poly(
          [P(y, z + 0.1), P(y + 0.14, z + 0.1), P(y + 0.14, z + 3.4), P(y, z + 3.4)],
          '#a07a4f',
        );
        for (let p = 0; p < 3; p++) {
          if (r.chance(0.12)) continue;
          const pz0 = z + 0.1 + p * 1.15;
          const pz1 = pz0 + 1.0;
          const lh = r.range(0.9, 1.5);
          b.poly(
            [P(y + 0.14, pz0), P(y + 0.14 + lh, pz0), P(y + 0.14 + lh, pz1), P(y + 0.14, pz1)],
            r.pick(cartons),
          );
          b.line(P(y + 0.14 + lh / 2, pz0), P(y + 0.14 + lh / 2, pz1), '#8a6a48', 1);
        }
      }
    }
    for (const y of levels.slice(1))
      b.poly([P(y, zStart), P(y + 0.14, zStart), P(y + 0.14, zEnd), P(y, zEnd)], beam);
    for (let z = zStart; z <= zEnd + 0.01; z += bay)
      b.poly([P(0, z - 0.05), P(top, z - 0.05), P(top, z + 0.05), P(0, z + 0.05)], upright);
    const parts = [b.toString()];
    // the end frame towards the camera
    const xa = Math.min(face, back);
    const xb = Math.max(face, back);
    parts.push(
      box(c, xa, xa + 0.09, 0, top, zStart - 0.09, zStart, { front: upright }),
      box(c, xb - 0.09, xb, 0, top, zStart - 0.09, zStart, { front: upright }),
    );
    const brace: P3[] = [];
    for (let y = 0.3, i = 0; y < top; y += 1.2, i++)
      brace.push([i % 2 ? xb - 0.05 : xa + 0.05, y, zStart - 0.05]);
    parts.push(polyline(prs(c, brace), upright, 3));
    parts.push(
      q3(
        c,
        [
          [xa, 0, zStart - 0.02],
          [xb, 0, zStart - 0.02],
          [xb, 0.12, zStart - 0.02],
          [xa, 0.12, zStart - 0.02],
        ],
        '#f2c230',
      ),
    );
    return parts.join('');
  };
  // lane markings (under the racks)
  const lanes = new Batch();
  for (const x of [
    -aisle / 2 + 0.25,
    aisle / 2 - 0.25,
    -aisle / 2 - depthR - 0.4,
    aisle / 2 + depthR + 0.4,
  ]) {
    lanes.poly(
      prs(c, [
        [x - 0.06, 0.003, 1],
        [x + 0.06, 0.003, 1],
        [x + 0.06, 0.003, d],
        [x - 0.06, 0.003, d],
      ]),
      '#e9c43b',
    );
  }
  s.add(lanes.toString(O(0.9)));
  for (const side of [-1, 1] as const) {
    const outer = side * (aisle / 2 + depthR + 3.4);
    s.add(rackRow(outer, outer + side * depthR, z0 + 1.5, Math.min(z1, z0 * 2.6)));
  }
  for (const side of [-1, 1] as const)
    s.add(rackRow(side * (aisle / 2), side * (aisle / 2 + depthR), z0, z1));
  // reflections of the skylights on the polished floor
  for (const x of [-w * 0.22, w * 0.22])
    s.add(
      q3(
        c,
        [
          [x * 0.4 - 0.5, 0.002, 3],
          [x * 0.4 + 0.5, 0.002, 3],
          [x * 0.4 + 0.5, 0.002, d],
          [x * 0.4 - 0.5, 0.002, d],
        ],
        s.lin(
          [
            [0, '#ffffff', 0],
            [0.5, '#ffffff', 0.1],
            [1, '#ffffff', 0],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
  // forklift in the aisle
  const fz = r.range(9, 14);
  const fx = r.range(-0.5, 0.5);
  const body = r.pick(['#f2b01e', '#e8731c', '#d23b2b', '#2f7d4b']);
  const fl: string[] = [floorShadow(s, c, fx - 0.6, fx + 0.6, fz - 1.3, fz + 2, 0.35)];
  fl.push(box(c, fx - 0.55, fx + 0.55, 0.25, 1.15, fz + 1.5, fz + 2.0, { front: dark(body, 0.3) }));
  fl.push(box(c, fx - 0.55, fx + 0.55, 0.25, 1.0, fz, fz + 1.5, { front: body }));
  fl.push(box(c, fx - 0.2, fx + 0.2, 1.0, 1.4, fz + 0.9, fz + 1.2, { front: '#2b2b2b' }));
  for (const px of [fx - 0.5, fx + 0.45]) {
    fl.push(box(c, px, px + 0.05, 1.0, 2.2, fz + 1.55, fz + 1.6, { front: '#2b2b2b' }));
    fl.push(box(c, px, px + 0.05, 1.0, 2.2, fz + 0.1, fz + 0.15, { front: '#2b2b2b' }));
  }
  fl.push(
    box(c, fx - 0.55, fx + 0.55, 2.2, 2.25, fz + 0.1, fz + 1.6, {
      front: '#2b2b2b',
      bottom: '#222',
    }),
  );
  for (const side of [-1, 1] as const) {
    const wp = pr(c, fx + side * 0.6, 0.28, fz + 0.35);
    const wk = scaleAt(c, fz + 0.35);
    fl.push(ellipse(wp[0], wp[1], 0.1 * wk, 0.28 * wk, '#1b1b1b'));
  }
  fl.push(
    box(c, fx - 0.45, fx - 0.35, 0, 2.6, fz - 0.15, fz - 0.05, { front: '#3b3e42' }),
    box(c, fx + 0.35, fx + 0.45, 0, 2.6, fz - 0.15, fz - 0.05, { front: '#3b3e42' }),
  );
  fl.push(box(c, fx - 0.45, fx + 0.45, 0.9, 1.0, fz - 0.2, fz - 0.15, { front: '#3b3e42' }));
  fl.push(
    box(c, fx - 0.35, fx - 0.25, 0.08, 0.13, fz - 1.25, fz - 0.15, { front: '#4a4e54' }),
    box(c, fx + 0.25, fx + 0.35, 0.08, 0.13, fz - 1.25, fz - 0.15, { front: '#4a4e54' }),
  );
  if (r.chance(0.6)) {
    fl.push(box(c, fx - 0.5, fx + 0.5, 0.13, 0.27, fz - 1.3, fz - 0.2, { front: '#a07a4f' }));
    fl.push(
      box(c, fx - 0.48, fx + 0.48, 0.27, 1.2, fz - 1.28, fz - 0.22, { front: r.pick(cartons) }),
    );
  }
  s.add(...fl);
  finish(s, env, 0.34);
}

// ───────────────────────────── gardens, terraces, plots ─────────────────────────────

/** A simple house volume (gable roof, ridge along x) for backgrounds; front face at z0. */
function houseVolume(
  s: Canvas,
  r: Rng,
  c: Cam,
  env: Env,
  x0: number,
  x1: number,
  z0: number,
  depth: number,
  he: number,
  detail = true,
): string {
  const z1 = z0 + depth;
  const wall = pickWall(r, 0.6);
  const wf = wall.kind === 'brick' ? wall.color : wall.color;
  const roofColor = r.pick(['#3b3f46', '#8d4a32', '#33363b', '#6e4a36']);
  const ridge = he + depth * 0.45;
  const zm = (z0 + z1) / 2;
  const out: string[] = [];
  const shade = (c2: string) => dark(c2, 0.18);
  if (c.ex < x0)
    out.push(
      q3(
        c,
        [
          [x0, 0, z1],
          [x0, 0, z0],
          [x0, he, z0],
          [x0, ridge, zm],
          [x0, he, z1],
        ],
        shade(wf),
      ),
    );
  if (c.ex > x1)
    out.push(
      q3(
        c,
        [
          [x1, 0, z0],
          [x1, 0, z1],
          [x1, he, z1],
          [x1, ridge, zm],
          [x1, he, z0],
        ],
        shade(wf),
      ),
    );
  out.push(
    q3(
      c,
      [
        [x0, 0, z0],
        [x1, 0, z0],
        [x1, he, z0],
        [x0, he, z0],
      ],
      wf,
    ),
  );
  out.push(
    q3(
      c,
      [
        [x0 - 0.3, he, z0 - 0.3],
        [x1 + 0.3, he, z0 - 0.3],
        [x1 + 0.3, ridge, zm],
        [x0 - 0.3, ridge, zm],
      ],
      roofColor,
    ),
  );
  out.push(
    q3(
      c,
      [
        [x0 - 0.3, he, z0 - 0.3],
        [x1 + 0.3, he, z0 - 0.3],
        [x1 + 0.3, ridge, zm],
        [x0 - 0.3, ridge, zm],
      ],
      s.lin([
        [0, '#fff', 0.1],
        [1, '#000', 0.25],
      ]),
    ),
  );
  if (detail) {
    const k = scaleAt(c, z0);
    const b = new Batch();
    const storeys = Math.max(1, Math.floor(he / 2.8));
    const count = Math.max(2, Math.round((x1 - x0) / 2.6));
    for (let f = 0; f < storeys; f++) {
      for (let i = 0; i < count; i++) {
        const wx = x0 + ((x1 - x0) * (i + 0.5)) / count;
        const p0 = pr(c, wx - 0.55, f * 2.9 + 2.3, z0);
        b.poly(
          [
            p0,
            [p0[0] + 1.1 * k, p0[1]],
            [p0[0] + 1.1 * k, p0[1] + 1.4 * k],
            [p0[0], p0[1] + 1.4 * k],
          ],
          '#f1efea',
        );
        b.poly(
          [
            [p0[0] + 0.08 * k, p0[1] + 0.08 * k],
            [p0[0] + 1.02 * k, p0[1] + 0.08 * k],
            [p0[0] + 1.02 * k, p0[1] + 1.32 * k],
            [p0[0] + 0.08 * k, p0[1] + 1.32 * k],
          ],
          r.pick(['#5d7386', '#4f6577', '#6b8194']),
        );
      }
    }
    out.push(b.toString());
  }
  void env;
  return out.join('');
}

function distantTrees(
  s: Canvas,
  r: Rng,
  env: Env,
  gr: Greens,
  y: number,
  count: number,
  size: [number, number],
  haze: number,
): void {
  const b = new Batch();
  for (let i = 0; i < count; i++) {
    const x = (i / (count - 1)) * (VW + 100) - 50 + r.range(-30, 30);
    const rad = r.range(size[0], size[1]);
    b.poly(circlePts(x, y - rad * 0.3, rad, 10), mix(i % 3 ? gr.dark : gr.mid, env.haze, haze));
  }
  s.add(b.toString());
}

/** A hedge running along z at x (inner face towards the camera axis). */
function hedgeRun(
  s: Canvas,
  r: Rng,
  c: Cam,
  gr: Greens,
  x: number,
  zA: number,
  zB: number,
  height: number,
  thick: number,
): string {
  const inner = x > c.ex ? x - thick : x + thick;
  const out: string[] = [];
  out.push(
    q3(
      c,
      [
        [inner, 0, zA],
        [inner, height, zA],
        [inner, height, zB],
        [inner, 0, zB],
      ],
      gr.dark,
    ),
  );
  out.push(
    q3(
      c,
      [
        [inner, height * 0.55, zA],
        [inner, height, zA],
        [inner, height, zB],
        [inner, height * 0.55, zB],
      ],
      gr.mid,
      O(0.45),
    ),
  );
  const bumps = new Batch();
  for (let z = zB; z >= zA; z -= 0.7) {
    const p = pr(c, inner, height, z);
    const k = scaleAt(c, z);
    bumps.circle(p[0], p[1] + 0.1 * k, 0.32 * k, gr.dark);
    bumps.circle(
      p[0] + r.range(-0.1, 0.1) * k,
      p[1] + 0.05 * k,
      0.16 * k,
      mix(gr.mid, gr.light, 0.3),
    );
  }
  out.push(bumps.toString());
  out.push(
    q3(
      c,
      [
        [inner, 0, zA],
        [inner, height * 0.3, zA],
        [inner, height * 0.3, zB],
        [inner, 0, zB],
      ],
      '#000',
      O(0.15),
    ),
  );
  // near end face
  const x0 = Math.min(x, inner);
  const x1 = Math.max(x, inner);
  out.push(
    q3(
      c,
      [
        [x0, 0, zA],
        [x1, 0, zA],
        [x1, height, zA],
        [x0, height, zA],
      ],
      dark(gr.dark, 0.15),
    ),
  );
  return out.join('');
}

function fenceRun(c: Cam, x: number, zA: number, zB: number, height: number, wood: string): string {
  const out: string[] = [];
  out.push(
    q3(
      c,
      [
        [x, 0, zA],
        [x, height, zA],
        [x, height, zB],
        [x, 0, zB],
      ],
      wood,
    ),
  );
  const b = new Batch();
  for (let z = zA; z < zB; z += 0.15)
    b.line(pr(c, x, 0, z), pr(c, x, height, z), dark(wood, 0.25), 1);
  for (let z = zA; z < zB; z += 1.8)
    b.poly(
      prs(c, [
        [x, 0, z],
        [x, height + 0.05, z],
        [x, height + 0.05, z + 0.1],
        [x, 0, z + 0.1],
      ]),
      dark(wood, 0.3),
    );
  out.push(b.toString(O(0.8)));
  out.push(
    q3(
      c,
      [
        [x, height * 0.7, zA],
        [x, height, zA],
        [x, height, zB],
        [x, height * 0.7, zB],
      ],
      '#fff',
      O(0.08),
    ),
  );
  return out.join('');
}

function gardenScene(s: Canvas, r: Rng): void {
  const env = makeEnv(r);
  const gr = greens(r, env);
  const eye = 1.65;
  const D = r.range(17, 22);
  const W = r.range(10, 13);
  const c: Cam = {
    f: 1000,
    cx: VW / 2 + r.range(-60, 60),
    cy: VH * r.range(0.47, 0.53),
    ex: r.range(-1.2, 1.2),
    ey: eye,
  };
  sky(s, r, env, c.cy + 10);
  distantTrees(s, r, env, gr, c.cy + 5, 16, [60, 120], 0.45);
  // neighbouring roofs and trees behind the house
  for (let i = 0; i < 3; i++) {
    const tz = D + r.range(14, 24);
    const tx = r.range(-W, W);
    const p = pr(c, tx, 0, tz);
    s.add(
      tree(
        s,
        r,
        env,
        p[0],
        p[1],
        r.range(11, 16) * scaleAt(c, tz),
        gr,
        r.pick(['round', 'conifer', 'round'] as const),
      ),
    );
  }
  // lawn
  const lawn = mix(gr.mid, '#7fa043', 0.35);
  s.add(
    q3(
      c,
      [
        [-W * 3, 0, D + 30],
        [W * 3, 0, D + 30],
        [W * 3, 0, 0.5],
        [-W * 3, 0, 0.5],
      ],
      grassFill(s, lawn),
    ),
  );
  const stripes = new Batch();
  for (let x = -W / 2, i = 0; x < W / 2; x += 1.1, i++) {
    if (i % 2)
      stripes.poly(
        prs(c, [
          [x, 0.001, 0.6],
          [x + 1.1, 0.001, 0.6],
          [x + 1.1, 0.001, D - 4],
          [x, 0.001, D - 4],
        ]),
        light(lawn, 0.12),
      );
  }
  s.add(stripes.toString(O(0.5)));
  s.add(
    q3(
      c,
      [
        [-W * 3, 0, D + 30],
        [W * 3, 0, D + 30],
        [W * 3, 0, 0.5],
        [-W * 3, 0, 0.5],
      ],
      s.lin([
        [0, env.haze, 0.35],
        [0.12, env.haze, 0],
        [1, '#000', 0.12],
      ]),
    ),
  );
  // the house's back façade
  const hw = r.range(8, Math.min(11, W - 1));
  const hx0 = -hw / 2 + r.range(-1, 1);
  const hx1 = hx0 + hw;
  const storeys = r.pick([1, 2, 2]);
  const he = storeys * 3 + 0.3;
  const wall = pickWall(r, 0.6);
  const fill = wallFill(s, wall, scaleAt(c, D) / 80);
  const ridge = he + r.range(3, 4);
  const roofColor = r.pick(['#3b3f46', '#8d4a32', '#33363b', '#6e4a36']);
  const flat = r.chance(0.3);
  s.add(
    q3(
      c,
      [
        [hx0, 0, D],
        [hx1, 0, D],
        [hx1, he, D],
        [hx0, he, D],
      ],
      fill,
    ),
  );
  if (flat) {
    s.add(
      q3(
        c,
        [
          [hx0 - 0.1, he, D - 0.1],
          [hx1 + 0.1, he, D - 0.1],
          [hx1 + 0.1, he + 0.4, D - 0.1],
          [hx0 - 0.1, he + 0.4, D - 0.1],
        ],
        '#3a3c40',
      ),
    );
  } else {
    const rf = roofFill(s, roofColor, 'tile', scaleAt(c, D) / 80);
    s.add(
      q3(
        c,
        [
          [hx0 - 0.3, he, D - 0.3],
          [hx1 + 0.3, he, D - 0.3],
          [hx1 + 0.3, ridge, D + 4],
          [hx0 - 0.3, ridge, D + 4],
        ],
        rf,
      ),
    );
    s.add(
      q3(
        c,
        [
          [hx0 - 0.3, he, D - 0.3],
          [hx1 + 0.3, he, D - 0.3],
          [hx1 + 0.3, ridge, D + 4],
          [hx0 - 0.3, ridge, D + 4],
        ],
        s.lin([
          [0, '#fff', 0.1],
          [1, '#000', 0.25],
        ]),
      ),
    );
  }
  const k = scaleAt(c, D);
  const fx = (x: number) => pr(c, x, 0, D)[0];
  const fy = (y: number) => pr(c, 0, y, D)[1];
  const frame = r.pick(['#2e3134', '#f3f3f0', '#2e3134']);
  s.add(
    rect(
      fx(hx0),
      fy(he),
      fx(hx1) - fx(hx0),
      0.35 * k,
      s.lin([
        [0, '#000', 0.3],
        [1, '#000', 0],
      ]),
    ),
  );
  // wide sliding doors and windows
  const gx0 = hx0 + hw * r.range(0.15, 0.25);
  const gx1 = gx0 + hw * r.range(0.4, 0.5);
  s.add(
    windowEl(
      s,
      fx(gx0),
      fy(2.5),
      fx(gx1) - fx(gx0),
      fy(0.05) - fy(2.5),
      { frame, bars: 'grid' },
      env.sun,
    ),
  );
  s.add(
    windowEl(
      s,
      fx(gx1 + 0.8),
      fy(2.3),
      fx(Math.min(hx1 - 0.6, gx1 + 2.2)) - fx(gx1 + 0.8),
      fy(0.9) - fy(2.3),
      { frame, bars: 'mullion', sill: '#e6e2d8' },
      env.sun,
    ),
  );
  if (storeys > 1) {
    const cnt = r.int(2, 3);
    for (let i = 0; i < cnt; i++) {
      const wx = hx0 + (hw * (i + 0.5)) / cnt;
      s.add(
        windowEl(
          s,
          fx(wx - 0.7),
          fy(5.4),
          fx(wx + 0.7) - fx(wx - 0.7),
          fy(3.9) - fy(5.4),
          { frame, bars: 'cross', sill: '#e6e2d8' },
          env.sun,
        ),
      );
    }
  }
  // paved terrace with furniture
  const pave = r.pick(['#cfc8ba', '#bdb6a8', '#a8a49c', '#d8d2c4']);
  const tz0 = D - r.range(3.5, 4.5);
  s.add(
    q3(
      c,
      [
        [hx0 - 0.5, 0.002, tz0],
        [hx1 + 0.5, 0.002, tz0],
        [hx1 + 0.5, 0.002, D],
        [hx0 - 0.5, 0.002, D],
      ],
      pave,
    ),
  );
  const joints = new Batch();
  for (let x = hx0 - 0.5; x <= hx1 + 0.5; x += 0.6)
    joints.line(pr(c, x, 0.003, tz0), pr(c, x, 0.003, D), dark(pave, 0.15), 1);
  for (let z = tz0; z <= D; z += 0.6)
    joints.line(pr(c, hx0 - 0.5, 0.003, z), pr(c, hx1 + 0.5, 0.003, z), dark(pave, 0.15), 1);
  s.add(joints.toString());
  const tx = (gx0 + gx1) / 2;
  const tzc = (tz0 + D) / 2;
  const furn = r.pick(['#2e3134', '#b08658', '#e9e6df', '#5b6b57']);
  s.add(
    chair(c, tx - 0.5, tzc + 0.7, -1, furn, dark(furn, 0.2)),
    chair(c, tx + 0.5, tzc + 0.7, -1, furn, dark(furn, 0.2)),
  );
  s.add(
    table(
      c,
      tx - 0.9,
      tx + 0.9,
      tzc - 0.45,
      tzc + 0.45,
      0.74,
      r.pick(['#b08658', '#e9e6df', '#2e3134']),
      '#2b2b2b',
    ),
  );
  s.add(
    chair(c, tx - 0.5, tzc - 0.75, 1, furn, dark(furn, 0.2)),
    chair(c, tx + 0.5, tzc - 0.75, 1, furn, dark(furn, 0.2)),
  );
  // side boundaries: hedge and/or fence, with borders
  const leftHedge = r.chance(0.6);
  const rightHedge = r.chance(0.6);
  const border = '#5a4636';
  for (const side of [-1, 1] as const) {
    const x = (side * W) / 2;
    const bx = x - side * 0.4;
    s.add(
      q3(
        c,
        [
          [bx, 0.003, 0.5],
          [bx - side * 1.1, 0.003, 0.5],
          [bx - side * 1.1, 0.003, tz0 - 0.3],
          [bx, 0.003, tz0 - 0.3],
        ],
        border,
      ),
    );
    s.add(
      (side < 0 ? leftHedge : rightHedge)
        ? hedgeRun(s, r, c, gr, x, 0.6, D + 2, r.range(1.7, 2.1), 0.6)
        : fenceRun(c, x, 0.6, D + 2, 1.8, r.pick(['#8a6a4a', '#6f5a48', '#9b7b58', '#4d4a45'])),
    );
  }
  // shrubs and flowers in the borders, far to near
  const flowers = [
    r.pick(['#e9d25a', '#f4f1ea', '#d77fa1']),
    r.pick(['#c9546b', '#9b7fd1', '#f2a33a']),
  ];
  const plants: { x: number; z: number }[] = [];
  for (const side of [-1, 1] as const)
    for (let z = tz0 - 1; z > 1.5; z -= r.range(1.4, 2.4))
      plants.push({ x: side * (W / 2 - 0.9) + r.range(-0.2, 0.2), z });
  plants.sort((a, b) => b.z - a.z);
  for (const p of plants) {
    const q = pr(c, p.x, 0, p.z);
    s.add(
      shrub(
        r,
        q[0],
        q[1],
        r.range(0.45, 0.8) * scaleAt(c, p.z),
        gr,
        r.chance(0.6) ? r.pick(flowers) : undefined,
      ),
    );
  }
  // stepping stones across the lawn
  const stones = new Batch();
  for (let z = tz0 - 0.8; z > 1.2; z -= 0.75) {
    const p = pr(c, tx + (z - tz0) * 0.12, 0, z);
    const kk = scaleAt(c, z);
    stones.poly(
      circlePts(p[0], p[1], 0.28 * kk, 12).map(
        ([a, b2]) => [a, p[1] + (b2 - p[1]) * ((eye / z) * 0.9)] as Pt,
      ),
      pave,
    );
  }
  s.add(stones.toString());
  // trees framing the view
  const ts = r.sign();
  const tp = pr(c, ts * (W / 2 - 1.5), 0, r.range(5, 7));
  s.add(
    tree(
      s,
      r,
      env,
      tp[0],
      tp[1],
      r.range(7, 9) * scaleAt(c, 6),
      gr,
      r.pick(['round', 'birch'] as const),
    ),
  );
  if (r.chance(0.6)) {
    const tq = pr(c, -ts * (W / 2 - 1.4), 0, D - 6);
    s.add(
      tree(
        s,
        r,
        env,
        tq[0],
        tq[1],
        r.range(4, 5.5) * scaleAt(c, D - 6),
        gr,
        r.pick(['round', 'column', 'conifer'] as const),
      ),
    );
  }
  finish(s, env);
}

function terraceScene(s: Canvas, r: Rng): void {
  const env = makeEnv(r);
  const gr = greens(r, env);
  const rooftop = r.chance(0.5);
  const eye = 1.55;
  const c: Cam = {
    f: 1000,
    cx: VW / 2 + r.range(-50, 50),
    cy: VH * r.range(0.44, 0.5),
    ex: r.range(-0.6, 0.6),
    ey: eye,
  };
  sky(s, r, env, c.cy + 10);
  const edge = r.range(5.5, 7);
  // the view
  if (rooftop) {
    const b = new Batch();
    for (let layer = 0; layer < 3; layer++) {
      const y = c.cy + 8 + layer * 26;
      for (let x = -40 - layer * 30; x < VW + 40; x += r.range(40, 90)) {
        const w = r.range(40, 95);
        const hgt = r.range(20, 80) * (1 - layer * 0.15);
        const col = mix(
          r.pick(['#9b6a55', '#c0b3a0', '#7d7f85', '#b8a48f', '#8c5a44']),
          env.haze,
          0.55 - layer * 0.15,
        );
        b.poly(
          [
            [x, y],
            [x + w, y],
            [x + w, y - hgt],
            [x + w / 2, y - hgt - r.range(0, 30)],
            [x, y - hgt],
          ],
          col,
        );
      }
    }
    s.add(b.toString());
  } else {
    distantTrees(s, r, env, gr, c.cy + 6, 16, [50, 100], 0.45);
    s.add(rect(0, c.cy, VW, VH - c.cy, grassFill(s, mix(gr.mid, '#7fa043', 0.35))));
    for (let i = 0; i < 4; i++) {
      const tz = r.range(14, 30);
      const p = pr(c, r.range(-14, 14), 0, tz);
      s.add(
        tree(
          s,
          r,
          env,
          p[0],
          p[1],
          r.range(8, 13) * scaleAt(c, tz),
          gr,
          r.pick(['round', 'round', 'conifer', 'birch'] as const),
        ),
      );
    }
    const p = pr(c, 0, 0, edge + 6);
    s.add(hedge(r, -30, p[1], VW + 60, 1.1 * scaleAt(c, edge + 6), gr));
  }
  // deck
  const wood = r.pick(['#9b6b45', '#8a6142', '#a98a6a', '#7d7a74', '#b08658']);
  const deck: P3[] = [
    [-12, 0, 0.3],
    [12, 0, 0.3],
    [12, 0, edge],
    [-12, 0, edge],
  ];
  s.add(q3(c, deck, wood));
  const planks = new Batch();
  for (let z = edge, i = 0; z > 0.6; z -= 0.145, i++) {
    const a = pr(c, -12, 0, z);
    const b = pr(c, 12, 0, z);
    planks.line(a, b, dark(wood, 0.3), Math.max(1, scaleAt(c, z) * 0.008));
    if (i % 3 === 0)
      planks.poly([a, b, pr(c, 12, 0, z - 0.145), pr(c, -12, 0, z - 0.145)], light(wood, 0.05));
  }
  s.add(planks.toString());
  s.add(
    q3(
      c,
      deck,
      s.lin([
        [0, '#fff', 0.05],
        [1, '#000', 0.18],
      ]),
    ),
  );
  // balustrade at the edge
  if (rooftop) {
    s.add(
      q3(
        c,
        [
          [-12, 0, edge],
          [12, 0, edge],
          [12, 1.05, edge],
          [-12, 1.05, edge],
        ],
        '#cfe3ec',
        O(0.28),
      ),
    );
    s.add(
      polyline(
        prs(c, [
          [-12, 1.07, edge],
          [12, 1.07, edge],
        ]),
        '#8c9095',
        5,
      ),
    );
    const posts = new Batch();
    for (let x = -12; x <= 12; x += 1.5)
      posts.line(pr(c, x, 0, edge), pr(c, x, 1.07, edge), '#8c9095', 3);
    s.add(posts.toString());
  } else {
    s.add(
      q3(
        c,
        [
          [-12, -0.3, edge],
          [12, -0.3, edge],
          [12, 0, edge],
          [-12, 0, edge],
        ],
        dark(wood, 0.35),
      ),
    );
  }
  // house wall with sliding doors on one side
  const side = r.sign();
  const wx = side * r.range(3.2, 4.2);
  const wallColor = r.pick(['#efece6', '#e2ded6', '#d9d4ca', '#3a3d42']);
  s.add(
    q3(
      c,
      [
        [wx, 0, 0.3],
        [wx, 3.2, 0.3],
        [wx, 3.2, edge],
        [wx, 0, edge],
      ],
      wallColor,
    ),
  );
  s.add(
    q3(
      c,
      [
        [wx, 0, 0.3],
        [wx, 3.2, 0.3],
        [wx, 3.2, edge],
        [wx, 0, edge],
      ],
      '#000',
      O(env.sun === side ? 0.2 : 0.08),
    ),
  );
  s.add(
    q3(
      c,
      [
        [wx, 0.02, 1.2],
        [wx, 2.5, 1.2],
        [wx, 2.5, edge - 1],
        [wx, 0.02, edge - 1],
      ],
      '#2e3134',
    ),
  );
  s.add(
    q3(
      c,
      [
        [wx, 0.08, 1.3],
        [wx, 2.42, 1.3],
        [wx, 2.42, edge - 1.1],
        [wx, 0.08, edge - 1.1],
      ],
      s.lin([
        [0, '#c7d6e0'],
        [1, '#51606c'],
      ]),
    ),
  );
  s.add(
    q3(
      c,
      [
        [wx, 0.08, 2.4],
        [wx, 2.42, 3.1],
        [wx, 2.42, 3.5],
        [wx, 0.08, 2.8],
      ],
      '#fff',
      O(0.18),
    ),
  );
  s.add(
    polyline(
      prs(c, [
        [wx, 0.02, (1.2 + edge - 1) / 2],
        [wx, 2.5, (1.2 + edge - 1) / 2],
      ]),
      '#2e3134',
      5,
    ),
  );
  // furniture
  const furn = r.pick(['#2e3134', '#e9e6df', '#b08658', '#5b6b57', '#8a9199']);
  const cushion = r.pick(['#e9e4da', '#c96f4a', '#2f5d62', '#d9c7b0', '#a3c4bc']);
  const tx = -side * r.range(0, 1);
  const tz = r.range(3.2, 3.8);
  const dining = r.chance(0.5);
  const parasol = (pz: number, top: number) => {
    if (!r.chance(0.45)) return '';
    const base = pr(c, tx, top, pz);
    const topP = pr(c, tx, 2.45, pz);
    const pk = scaleAt(c, pz);
    const canvas = r.pick(['#efe9dd', '#2f5d62', '#c96f4a', '#d9c7b0']);
    return (
      line(base[0], base[1], topP[0], topP[1], '#6b5a48', Math.max(2, 0.04 * pk)) +
      poly(
        [
          [topP[0] - 1.5 * pk, topP[1] + 0.45 * pk],
          [topP[0], topP[1] - 0.15 * pk],
          [topP[0] + 1.5 * pk, topP[1] + 0.45 * pk],
        ],
        canvas,
      ) +
      path(
        `M${n(topP[0] - 1.5 * pk)} ${n(topP[1] + 0.45 * pk)} Q${n(topP[0])} ${n(topP[1] + 0.65 * pk)} ${n(topP[0] + 1.5 * pk)} ${n(topP[1] + 0.45 * pk)} Z`,
        dark(canvas, 0.2),
      )
    );
  };
  if (dining) {
    s.add(
      chair(c, tx - 0.55, tz + 0.75, -1, furn, dark(furn, 0.2)),
      chair(c, tx + 0.55, tz + 0.75, -1, furn, dark(furn, 0.2)),
    );
    s.add(floorShadow(s, c, tx - 1, tx + 1, tz - 0.45, tz + 0.45, 0.25));
    s.add(
      table(
        c,
        tx - 1,
        tx + 1,
        tz - 0.45,
        tz + 0.45,
        0.74,
        r.pick(['#b08658', '#e9e6df', '#2e3134', '#c9c2b5']),
        '#2b2b2b',
      ),
    );
    s.add(parasol(tz, 0.74));
    const vase = pr(c, tx, 0.74, tz);
    const vk = scaleAt(c, tz);
    s.add(
      rrect(vase[0] - 0.06 * vk, vase[1] - 0.2 * vk, 0.12 * vk, 0.2 * vk, 0.04 * vk, '#f1efea'),
      shrub(
        r,
        vase[0],
        vase[1] - 0.18 * vk,
        0.16 * vk,
        gr,
        r.pick(['#e9d25a', '#d77fa1', '#f4f1ea']),
      ),
    );
    s.add(
      chair(c, tx - 0.55, tz - 0.8, 1, furn, dark(furn, 0.2)),
      chair(c, tx + 0.55, tz - 0.8, 1, furn, dark(furn, 0.2)),
    );
  } else {
    const lz = tz + 1.2;
    s.add(parasol(lz + 1.4, 0));
    s.add(
      sofa(s, r, c, tx - 1.1, tx + 1.1, lz + 0.2, lz + 1.05, cushion, [
        r.pick(PALETTES[0]),
        r.pick(PALETTES[3]),
      ]),
    );
    s.add(floorShadow(s, c, tx - 0.45, tx + 0.45, lz - 0.75, lz - 0.25, 0.25));
    s.add(
      box(c, tx - 0.45, tx + 0.45, 0, 0.36, lz - 0.75, lz - 0.25, {
        front: dark(furn, 0.1),
        top: furn,
      }),
    );
  }
  // planters
  const potColor = r.pick(['#3b3b3b', '#b0623f', '#d8d2c6', '#7d7a74']);
  s.add(pottedPlant(s, r, c, gr, -wx * 0.9 + side * 0.2, edge - 0.6, r.range(1.1, 1.6), potColor));
  s.add(pottedPlant(s, r, c, gr, wx - side * 0.5, 1.6, r.range(0.9, 1.3), potColor));
  // string lights at golden hour
  if (env.tod === 'golden' || r.chance(0.25)) {
    const pts3: P3[] = [];
    const xa = wx;
    const xb = -wx;
    for (let i = 0; i <= 16; i++) {
      const t = i / 16;
      pts3.push([xa + (xb - xa) * t, 2.9 - Math.sin(Math.PI * t) * 0.5, 1.6 + (edge - 2) * t]);
    }
    const pp = prs(c, pts3);
    s.add(polyline(pp, '#333', 1.5));
    s.add(
      g(
        pp.map(([x, y]) => circle(x, y + 4, 5, '#fff1b8')),
        '',
      ),
    );
  }
  finish(s, env);
}

function landScene(s: Canvas, r: Rng): void {
  const env = makeEnv(r);
  const gr = greens(r, env);
  const eye = 1.7;
  const c: Cam = {
    f: 1050,
    cx: VW / 2 + r.range(-60, 60),
    cy: VH * r.range(0.44, 0.5),
    ex: r.range(-1.5, 1.5),
    ey: eye,
  };
  sky(s, r, env, c.cy + 10);
  distantTrees(s, r, env, gr, c.cy + 6, 18, [40, 90], 0.5);
  const meadow = mix(gr.mid, '#8aa348', 0.45);
  s.add(rect(0, c.cy, VW, VH - c.cy, grassFill(s, meadow)));
  s.add(
    rect(
      0,
      c.cy,
      VW,
      VH - c.cy,
      s.lin([
        [0, env.haze, 0.4],
        [0.15, env.haze, 0],
        [1, '#000', 0.1],
      ]),
    ),
  );
  // neighbouring houses along the back and on one side
  const back = r.range(38, 50);
  const hx: number[] = [];
  for (let x = -30 + r.range(0, 6); x < 30; x += r.range(11, 16)) hx.push(x);
  for (const x of hx) {
    const w = r.range(8, 11);
    s.add(
      houseVolume(
        s,
        r,
        c,
        env,
        x,
        x + w,
        back + r.range(0, 4),
        r.range(8, 10),
        r.pick([3.2, 6, 6]),
      ),
    );
  }
  for (let i = 0; i < 4; i++) {
    const z = back + r.range(-3, 10);
    const p = pr(c, r.range(-28, 28), 0, z);
    s.add(
      tree(
        s,
        r,
        env,
        p[0],
        p[1],
        r.range(8, 12) * scaleAt(c, z),
        gr,
        r.pick(['round', 'conifer'] as const),
      ),
    );
  }
  const side = r.sign();
  const plotW = r.range(8, 11);
  const xL = -plotW / 2 + r.range(-0.5, 0.5);
  const xR = xL + plotW;
  const zF = 4.5;
  const zB = r.range(28, 34);
  s.add(
    houseVolume(
      s,
      r,
      c,
      env,
      side > 0 ? xR + 8 : xL - 18,
      side > 0 ? xR + 18 : xL - 8,
      r.range(28, 33),
      9,
      5.6,
    ),
  );
  // patches of the meadow
  const patches = new Batch();
  for (let i = 0; i < 26; i++) {
    const z = r.range(10, back);
    const p = pr(c, r.range(-25, 25), 0, z);
    const k = scaleAt(c, z);
    patches.poly(
      circlePts(p[0], p[1], r.range(1, 3) * k, 10).map(
        ([a, b]) => [a, p[1] + (b - p[1]) * (eye / z)] as Pt,
      ),
      r.chance(0.5) ? dark(meadow, 0.12) : light(meadow, 0.12),
    );
  }
  s.add(patches.toString(O(0.6)));
  // a mown strip / track entering the plot
  s.add(
    q3(
      c,
      [
        [-0.9, 0.002, zF - 3],
        [0.9, 0.002, zF - 3],
        [0.7, 0.002, zB - 6],
        [-0.7, 0.002, zB - 6],
      ],
      light(meadow, 0.15),
      O(0.7),
    ),
  );
  // fence: posts and wires around the plot
  const posts: P3[][] = [
    [
      [xL, 0, zF],
      [xL, 0, zB],
    ],
    [
      [xR, 0, zF],
      [xR, 0, zB],
    ],
    [
      [xL, 0, zB],
      [xR, 0, zB],
    ],
  ];
  const fence = new Batch();
  const postsOut: { x: number; z: number }[] = [];
  for (const [[ax, , az], [bx, , bz]] of posts as [P3, P3][]) {
    const len = Math.hypot(bx - ax, bz - az);
    const steps = Math.round(len / 2.5);
    for (const wy of [0.45, 0.95]) {
      fence.line(pr(c, ax, wy, az), pr(c, bx, wy, bz), '#5f6264', 1.6);
    }
    for (let i = 0; i <= steps; i++)
      postsOut.push({ x: ax + ((bx - ax) * i) / steps, z: az + ((bz - az) * i) / steps });
  }
  s.add(fence.toString());
  postsOut.sort((a, b) => b.z - a.z);
  const pb = new Batch();
  for (const p of postsOut)
    pb.poly(
      prs(c, [
        [p.x - 0.05, 0, p.z],
        [p.x + 0.05, 0, p.z],
        [p.x + 0.05, 1.15, p.z],
        [p.x - 0.05, 1.15, p.z],
      ]),
      '#7a5f45',
    );
  s.add(pb.toString());
  // corner stakes with red/white tops
  for (const x of [xL, xR]) {
    s.add(
      box(c, x - 0.04, x + 0.04, 0, 1.3, zF - 0.6, zF - 0.52, { front: '#f4f2ee' }),
      box(c, x - 0.045, x + 0.045, 1.05, 1.3, zF - 0.6, zF - 0.52, { front: '#d13b2e' }),
      box(c, x - 0.045, x + 0.045, 0.7, 0.9, zF - 0.6, zF - 0.52, { front: '#d13b2e' }),
    );
  }
  // "for sale" board on two posts (no text)
  const sx = side > 0 ? xL + 0.8 : xR - 2.4;
  const sz = zF + 2.5;
  const brand = r.pick(['#c0392b', '#1f5f8b', '#2e7d32', '#8e44ad', '#d35400']);
  s.add(
    box(c, sx, sx + 0.08, 0, 2.0, sz, sz + 0.08, { front: '#6b5442' }),
    box(c, sx + 1.5, sx + 1.58, 0, 2.0, sz, sz + 0.08, { front: '#6b5442' }),
  );
  const b0 = pr(c, sx - 0.1, 2.05, sz - 0.02);
  const b1 = pr(c, sx + 1.68, 1.05, sz - 0.02);
  s.add(
    rect(b0[0], b0[1], b1[0] - b0[0], b1[1] - b0[1], '#f7f5f0'),
    rect(b0[0], b0[1], b1[0] - b0[0], (b1[1] - b0[1]) * 0.34, brand),
  );
  const bw = b1[0] - b0[0];
  const bh = b1[1] - b0[1];
  s.add(
    rect(b0[0] + bw * 0.12, b0[1] + bh * 0.5, bw * 0.76, bh * 0.1, '#3b3b3b'),
    rect(b0[0] + bw * 0.2, b0[1] + bh * 0.7, bw * 0.6, bh * 0.08, '#9a9a9a'),
    rect(b0[0] + bw * 0.3, b0[1] + bh * 0.12, bw * 0.4, bh * 0.1, '#fff'),
  );
  // tufts of long grass in the foreground
  const tufts = new Batch();
  for (let i = 0; i < 70; i++) {
    const x = r.range(0, VW);
    const y = r.range(c.cy + 260, VH + 10);
    const hgt = ((y - c.cy) / (VH - c.cy)) * r.range(18, 40);
    tufts.line(
      [x, y],
      [x + r.range(-8, 8), y - hgt],
      i % 2 ? dark(meadow, 0.25) : light(meadow, 0.2),
      2,
    );
  }
  s.add(tufts.toString());
  finish(s, env);
}

// ───────────────────────────── aerial view ─────────────────────────────

function roofTop(
  b: Batch,
  r: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  kind: 'gable' | 'hip' | 'flat',
  vertical: boolean,
): void {
  const lit = light(color, 0.18);
  const shade = dark(color, 0.22);
  if (kind === 'flat') {
    b.poly(
      [
        [x, y],
        [x + w, y],
        [x + w, y + h],
        [x, y + h],
      ],
      dark(color, 0.1),
    );
    b.poly(
      [
        [x + 4, y + 4],
        [x + w - 4, y + 4],
        [x + w - 4, y + h - 4],
        [x + 4, y + h - 4],
      ],
      light(color, 0.1),
    );
    const ux = x + w * r.range(0.2, 0.6);
    const uy = y + h * r.range(0.2, 0.6);
    b.poly(
      [
        [ux, uy],
        [ux + 16, uy],
        [ux + 16, uy + 12],
        [ux, uy + 12],
      ],
      '#9ea2a6',
    );
    return;
  }
  if (kind === 'gable') {
    if (vertical) {
      b.poly(
        [
          [x, y],
          [x + w / 2, y],
          [x + w / 2, y + h],
          [x, y + h],
        ],
        lit,
      );
      b.poly(
        [
          [x + w / 2, y],
          [x + w, y],
          [x + w, y + h],
          [x + w / 2, y + h],
        ],
        shade,
      );
    } else {
      b.poly(
        [
          [x, y],
          [x + w, y],
          [x + w, y + h / 2],
          [x, y + h / 2],
        ],
        lit,
      );
      b.poly(
        [
          [x, y + h / 2],
          [x + w, y + h / 2],
          [x + w, y + h],
          [x, y + h],
        ],
        shade,
      );
    }
    return;
  }
  const i = Math.min(w, h) / 2;
  if (w >= h) {
    b.poly(
      [
        [x, y],
        [x + w, y],
        [x + w - i, y + h / 2],
        [x + i, y + h / 2],
      ],
      lit,
    );
    b.poly(
      [
        [x, y + h],
        [x + w, y + h],
        [x + w - i, y + h / 2],
        [x + i, y + h / 2],
      ],
      shade,
    );
    b.poly(
      [
        [x, y],
        [x + i, y + h / 2],
        [x, y + h],
      ],
      color,
    );
    b.poly(
      [
        [x + w, y],
        [x + w - i, y + h / 2],
        [x + w, y + h],
      ],
      dark(color, 0.1),
    );
  } else {
    b.poly(
      [
        [x, y],
        [x, y + h],
        [x + w / 2, y + h - i],
        [x + w / 2, y + i],
      ],
      lit,
    );
    b.poly(
      [
        [x + w, y],
        [x + w, y + h],
        [x + w / 2, y + h - i],
        [x + w / 2, y + i],
      ],
      shade,
    );
    b.poly(
      [
        [x, y],
        [x + w, y],
        [x + w / 2, y + i],
      ],
      color,
    );
    b.poly(
      [
        [x, y + h],
        [x + w, y + h],
        [x + w / 2, y + h - i],
      ],
      dark(color, 0.1),
    );
  }
}

function aerialScene(s: Canvas, r: Rng): void {
  const env = makeEnv(r);
  const gr = greens(r, env);
  const grass = mix(gr.mid, '#7fa043', 0.4);
  s.add(rect(0, 0, VW, VH, grassFill(s, grass, 0.6)));
  const roadY = r.range(440, 620);
  const roadH = 70;
  const shadowDx = 10 * -env.sun;
  const shadowDy = 8;
  const ground = new Batch();
  const shadows = new Batch();
  const roofs = new Batch();
  const crowns = new Batch();
  const hedges = new Batch();
  // road with sidewalks
  ground.poly(
    [
      [0, roadY - 18],
      [VW, roadY - 18],
      [VW, roadY + roadH + 18],
      [0, roadY + roadH + 18],
    ],
    '#c9c5bd',
  );
  ground.poly(
    [
      [0, roadY],
      [VW, roadY],
      [VW, roadY + roadH],
      [0, roadY + roadH],
    ],
    '#6b6d70',
  );
  const marks = new Batch();
  for (let x = 20; x < VW; x += 70)
    marks.poly(
      [
        [x, roadY + roadH / 2 - 2],
        [x + 36, roadY + roadH / 2 - 2],
        [x + 36, roadY + roadH / 2 + 2],
        [x, roadY + roadH / 2 + 2],
      ],
      '#f2f2ee',
    );
  // a cross street
  const crossX = r.range(200, 1400);
  ground.poly(
    [
      [crossX - 18, 0],
      [crossX + roadH + 18, 0],
      [crossX + roadH + 18, VH],
      [crossX - 18, VH],
    ],
    '#c9c5bd',
  );
  ground.poly(
    [
      [crossX, 0],
      [crossX + roadH, 0],
      [crossX + roadH, VH],
      [crossX, VH],
    ],
    '#6b6d70',
  );
  for (let y = 20; y < VH; y += 70)
    if (y < roadY - 30 || y > roadY + roadH + 30)
      marks.poly(
        [
          [crossX + roadH / 2 - 2, y],
          [crossX + roadH / 2 + 2, y],
          [crossX + roadH / 2 + 2, y + 36],
          [crossX + roadH / 2 - 2, y + 36],
        ],
        '#f2f2ee',
      );
  // lots on both sides of the main road
  const lots: { x: number; y: number; w: number; h: number; top: boolean }[] = [];
  for (const top of [true, false]) {
    let x = -r.range(20, 120);
    while (x < VW) {
      const w = r.range(170, 260);
      const y = top ? roadY - 18 - 380 : roadY + roadH + 18;
      if (x + w > crossX - 18 && x < crossX + roadH + 18) {
        x = crossX + roadH + 18;
        continue;
      }
      const wClamped = Math.min(w, x < crossX ? crossX - 18 - x : w);
      lots.push({ x, y, w: wClamped, h: 380, top });
      x += wClamped;
    }
  }
  const subjectIndex = r.int(0, lots.length - 1);
  let subject = lots[subjectIndex]!;
  for (let i = 0; i < lots.length; i++) {
    const cand = lots[(subjectIndex + i) % lots.length]!;
    if (cand.x > 150 && cand.x + cand.w < VW - 150 && cand.w > 150) {
      subject = cand;
      break;
    }
  }
  const emptySubject = r.chance(0.5);
  const roofColors = ['#8d4a32', '#3b3f46', '#6e4a36', '#a0563a', '#4a4d52', '#7a3f2c'];
  for (const lot of lots) {
    const lawn = vary(r, grass, 0.06);
    ground.poly(
      [
        [lot.x + 2, lot.y + 2],
        [lot.x + lot.w - 2, lot.y + 2],
        [lot.x + lot.w - 2, lot.y + lot.h - 2],
        [lot.x + 2, lot.y + lot.h - 2],
      ],
      lawn,
    );
    hedges.poly(
      [
        [lot.x - 3, lot.y],
        [lot.x + 3, lot.y],
        [lot.x + 3, lot.y + lot.h],
        [lot.x - 3, lot.y + lot.h],
      ],
      gr.dark,
    );
    if (lot === subject && emptySubject) continue;
    const hw = Math.min(lot.w - 50, r.range(110, 150));
    const hh = r.range(90, 130);
    const hx = lot.x + (lot.w - hw) / 2 + r.range(-10, 10);
    const streetGap = r.range(40, 70);
    const hy = lot.top ? lot.y + lot.h - streetGap - hh : lot.y + streetGap;
    // driveway
    const dx = hx + (r.chance(0.5) ? 0 : hw - 40);
    ground.poly(
      lot.top
        ? [
            [dx, hy + hh],
            [dx + 40, hy + hh],
            [dx + 40, lot.y + lot.h],
            [dx, lot.y + lot.h],
          ]
        : [
            [dx, lot.y],
            [dx + 40, lot.y],
            [dx + 40, hy],
            [dx, hy],
          ],
      '#b9b4aa',
    );
    // terrace behind
    const ty = lot.top ? hy - 40 : hy + hh;
    ground.poly(
      [
        [hx + 10, ty],
        [hx + hw - 10, ty],
        [hx + hw - 10, ty + 40],
        [hx + 10, ty + 40],
      ],
      '#d8d2c4',
    );
    if (r.chance(0.15)) {
      const py = lot.top ? hy - 130 : hy + hh + 70;
      ground.poly(
        [
          [hx + 20, py],
          [hx + 90, py],
          [hx + 90, py + 40],
          [hx + 20, py + 40],
        ],
        '#e9e6df',
      );
      ground.poly(
        [
          [hx + 25, py + 5],
          [hx + 85, py + 5],
          [hx + 85, py + 35],
          [hx + 25, py + 35],
        ],
        '#4fb3d9',
      );
    }
    shadows.poly(
      [
        [hx + shadowDx, hy + shadowDy],
        [hx + hw + shadowDx, hy + shadowDy],
        [hx + hw + shadowDx, hy + hh + shadowDy],
        [hx + shadowDx, hy + hh + shadowDy],
      ],
      '#000',
    );
    roofTop(
      roofs,
      r,
      hx,
      hy,
      hw,
      hh,
      r.pick(roofColors),
      r.pick(['gable', 'gable', 'hip', 'flat'] as const),
      r.chance(0.3),
    );
  }
  // trees in gardens
  for (const lot of lots) {
    const count = lot === subject && emptySubject ? r.int(1, 2) : r.int(1, 3);
    for (let i = 0; i < count; i++) {
      const tx = lot.x + r.range(20, lot.w - 20);
      const ty = lot.top ? lot.y + r.range(20, 150) : lot.y + r.range(230, 360);
      const rad = r.range(22, 42);
      shadows.poly(circlePts(tx + shadowDx * 2, ty + shadowDy * 2, rad, 12), '#000');
      crowns.poly(circlePts(tx, ty, rad, 12), gr.dark);
      crowns.poly(circlePts(tx - rad * 0.2 * env.sun, ty - rad * 0.2, rad * 0.65, 10), gr.mid);
      crowns.poly(circlePts(tx - rad * 0.35 * env.sun, ty - rad * 0.35, rad * 0.3, 8), gr.light);
    }
  }
  // street trees
  for (let x = r.range(30, 90); x < VW; x += r.range(140, 200)) {
    if (Math.abs(x - crossX - roadH / 2) < 70) continue;
    const ty = roadY - 9;
    shadows.poly(circlePts(x + shadowDx * 2, ty + shadowDy * 2, 18, 10), '#000');
    crowns.poly(circlePts(x, ty, 18, 10), gr.dark);
    crowns.poly(circlePts(x - 4 * env.sun, ty - 4, 11, 8), gr.mid);
  }
  s.add(
    ground.toString(),
    marks.toString(),
    hedges.toString(O(0.9)),
    shadows.toString(`${O(0.28)}`),
    roofs.toString(),
    crowns.toString(),
  );
  // cars on the road
  const cars = new Batch();
  for (let i = 0; i < r.int(2, 5); i++) {
    const x = r.range(40, VW - 80);
    if (Math.abs(x - crossX) < 120) continue;
    const y = roadY + (r.chance(0.5) ? 10 : roadH - 30);
    const color = r.pick(['#2b2f36', '#c8ccd0', '#f2f2ee', '#7a1f2b', '#1f3b5a']);
    cars.poly(
      [
        [x, y],
        [x + 44, y],
        [x + 44, y + 20],
        [x, y + 20],
      ],
      color,
    );
    cars.poly(
      [
        [x + 12, y + 3],
        [x + 30, y + 3],
        [x + 30, y + 17],
        [x + 12, y + 17],
      ],
      dark(color, 0.35),
    );
  }
  s.add(cars.toString());
  // the subject plot outline
  const o = subject;
  s.add(rect(o.x + 6, o.y + 6, o.w - 12, o.h - 12, '#ffffff', O(emptySubject ? 0.12 : 0.06)));
  s.add(
    rect(
      o.x + 6,
      o.y + 6,
      o.w - 12,
      o.h - 12,
      'none',
      ' stroke="#000" stroke-opacity="0.35" stroke-width="9"',
    ),
  );
  s.add(
    rect(
      o.x + 6,
      o.y + 6,
      o.w - 12,
      o.h - 12,
      'none',
      ` stroke="${r.pick(['#ffd84a', '#ffffff', '#ff8a3d'])}" stroke-width="5" stroke-dasharray="22 12"`,
    ),
  );
  finish(s, env, 0.22);
}

// ───────────────────────────── floor plan ─────────────────────────────

type PlanRoom = { x: number; y: number; w: number; h: number };
type Split = { vertical: boolean; at: number; from: number; to: number };

function planScene(s: Canvas, r: Rng): void {
  const W = r.range(10, 14);
  const D = r.range(7.5, 10);
  const scale = Math.min(1150 / W, 760 / D);
  const ox = VW / 2 - (W * scale) / 2;
  const oy = VH / 2 - (D * scale) / 2 + 10;
  const X = (m: number) => ox + m * scale;
  const Y = (m: number) => oy + m * scale;
  s.add(rect(0, 0, VW, VH, '#ffffff'));
  // recursive subdivision into rooms
  const rooms: PlanRoom[] = [];
  const splits: Split[] = [];
  const divide = (room: PlanRoom, depth: number) => {
    const canV = room.w > 5;
    const canH = room.h > 5;
    if (depth > 3 || (!canV && !canH) || (depth > 1 && r.chance(0.25))) {
      rooms.push(room);
      return;
    }
    const vertical = canV && (!canH || room.w >= room.h ? true : r.chance(0.3));
    const len = vertical ? room.w : room.h;
    const at = Math.round(len * r.range(0.35, 0.65) * 10) / 10;
    if (vertical) {
      splits.push({ vertical: true, at: room.x + at, from: room.y, to: room.y + room.h });
      divide({ x: room.x, y: room.y, w: at, h: room.h }, depth + 1);
      divide({ x: room.x + at, y: room.y, w: room.w - at, h: room.h }, depth + 1);
    } else {
      splits.push({ vertical: false, at: room.y + at, from: room.x, to: room.x + room.w });
      divide({ x: room.x, y: room.y, w: room.w, h: at }, depth + 1);
      divide({ x: room.x, y: room.y + at, w: room.w, h: room.h - at }, depth + 1);
    }
  };
  divide({ x: 0, y: 0, w: W, h: D }, 0);
  const ink = '#1d1d1f';
  const thin = '#3a3a3c';
  const outer = 0.3 * scale;
  const inner = 0.12 * scale;
  const walls: string[] = [];
  walls.push(
    rect(
      X(0) - outer / 2,
      Y(0) - outer / 2,
      W * scale + outer,
      D * scale + outer,
      'none',
      ` stroke="${ink}" stroke-width="${n(outer)}"`,
    ),
  );
  for (const sp of splits) {
    if (sp.vertical) walls.push(line(X(sp.at), Y(sp.from), X(sp.at), Y(sp.to), ink, inner));
    else walls.push(line(X(sp.from), Y(sp.at), X(sp.to), Y(sp.at), ink, inner));
  }
  s.add(g(walls));
  // doors in interior walls: a gap, a leaf and its swing
  const doors: string[] = [];
  const door = 0.85 * scale;
  for (const sp of splits) {
    const len = (sp.to - sp.from) * scale;
    if (len < door + 0.8 * scale) continue;
    const pos =
      (sp.vertical ? Y(sp.from) : X(sp.from)) + r.range(0.3 * scale, len - door - 0.3 * scale);
    const dir = r.sign();
    if (sp.vertical) {
      const x = X(sp.at);
      doors.push(rect(x - inner, pos, inner * 2, door, '#ffffff'));
      doors.push(line(x, pos, x + dir * door, pos, thin, 2));
      doors.push(
        path(
          `M${n(x + dir * door)} ${n(pos)} A${n(door)} ${n(door)} 0 0 ${dir > 0 ? 1 : 0} ${n(x)} ${n(pos + door)}`,
          'none',
          ` stroke="${thin}" stroke-width="1.2" stroke-dasharray="5 4"`,
        ),
      );
    } else {
      const y = Y(sp.at);
      doors.push(rect(pos, y - inner, door, inner * 2, '#ffffff'));
      doors.push(line(pos, y, pos, y + dir * door, thin, 2));
      doors.push(
        path(
          `M${n(pos)} ${n(y + dir * door)} A${n(door)} ${n(door)} 0 0 ${dir > 0 ? 0 : 1} ${n(pos + door)} ${n(y)}`,
          'none',
          ` stroke="${thin}" stroke-width="1.2" stroke-dasharray="5 4"`,
        ),
      );
    }
  }
  // entrance door in the bottom wall
  const ex = X(r.range(1, W - 2));
  doors.push(rect(ex, Y(D) - outer, 1.0 * scale, outer * 2, '#ffffff'));
  doors.push(line(ex, Y(D), ex, Y(D) - 1.0 * scale, ink, 3));
  doors.push(
    path(
      `M${n(ex)} ${n(Y(D) - 1.0 * scale)} A${n(scale)} ${n(scale)} 0 0 1 ${n(ex + scale)} ${n(Y(D))}`,
      'none',
      ` stroke="${thin}" stroke-width="1.2" stroke-dasharray="5 4"`,
    ),
  );
  s.add(g(doors));
  // windows in exterior walls
  const wins: string[] = [];
  const windowAt = (x0: number, y0: number, x1: number, y1: number) => {
    const horizontal = y0 === y1;
    if (horizontal) {
      wins.push(rect(x0, y0 - outer / 2, x1 - x0, outer, '#ffffff'));
      for (const t of [-0.5, 0, 0.5])
        wins.push(line(x0, y0 + t * outer, x1, y0 + t * outer, thin, t === 0 ? 1.2 : 2));
      wins.push(
        line(x0, y0 - outer / 2, x0, y0 + outer / 2, ink, 2),
        line(x1, y0 - outer / 2, x1, y0 + outer / 2, ink, 2),
      );
    } else {
      wins.push(rect(x0 - outer / 2, y0, outer, y1 - y0, '#ffffff'));
      for (const t of [-0.5, 0, 0.5])
        wins.push(line(x0 + t * outer, y0, x0 + t * outer, y1, thin, t === 0 ? 1.2 : 2));
      wins.push(
        line(x0 - outer / 2, y0, x0 + outer / 2, y0, ink, 2),
        line(x0 - outer / 2, y1, x0 + outer / 2, y1, ink, 2),
      );
    }
  };
  for (const room of rooms) {
    const ww = Math.min(room.w * 0.5, r.range(1.2, 2.2));
    const wh = Math.min(room.h * 0.5, r.range(1.2, 2.0));
    if (room.y === 0) {
      const x0 = room.x + (room.w - ww) / 2;
      windowAt(X(x0), Y(0), X(x0 + ww), Y(0));
    }
    if (Math.abs(room.x + room.w - W) < 1e-6) {
      const y0 = room.y + (room.h - wh) / 2;
      windowAt(X(W), Y(y0), X(W), Y(y0 + wh));
    }
    if (room.x === 0 && r.chance(0.7)) {
      const y0 = room.y + (room.h - wh) / 2;
      windowAt(X(0), Y(y0), X(0), Y(y0 + wh));
    }
    if (Math.abs(room.y + room.h - D) < 1e-6 && r.chance(0.5)) {
      const x0 = room.x + (room.w - ww) / 2;
      const doorHit = X(x0) < ex + scale && X(x0 + ww) > ex;
      if (!doorHit) windowAt(X(x0), Y(D), X(x0 + ww), Y(D));
    }
  }
  s.add(g(wins));
  // fixtures by room size: smallest = bathroom, largest = living, next = kitchen, others bedrooms
  const order = [...rooms].sort((a, b) => a.w * a.h - b.w * b.h);
  const fx: string[] = [];
  const st = ` fill="none" stroke="${thin}" stroke-width="1.6"`;
  const R = (x: number, y: number, w: number, h: number, rr = 0) =>
    `<rect x="${n(X(x))}" y="${n(Y(y))}" width="${n(w * scale)}" height="${n(h * scale)}"${rr ? ` rx="${n(rr * scale)}"` : ''}${st}/>`;
  order.forEach((room, i) => {
    const m = 0.25;
    if (i === 0) {
      // bath, toilet, basin
      fx.push(
        R(room.x + m, room.y + m, Math.min(1.7, room.w - 2 * m), 0.75, 0.1),
        R(room.x + m + 0.08, room.y + m + 0.08, Math.min(1.7, room.w - 2 * m) - 0.16, 0.59, 0.25),
      );
      fx.push(
        `<ellipse cx="${n(X(room.x + room.w - m - 0.3))}" cy="${n(Y(room.y + room.h - m - 0.35))}" rx="${n(0.2 * scale)}" ry="${n(0.27 * scale)}"${st}/>`,
        R(room.x + room.w - m - 0.5, room.y + room.h - m - 0.12, 0.4, 0.12),
      );
      fx.push(
        R(room.x + m, room.y + room.h - m - 0.5, 0.6, 0.5, 0.05),
        `<ellipse cx="${n(X(room.x + m + 0.3))}" cy="${n(Y(room.y + room.h - m - 0.25))}" rx="${n(0.2 * scale)}" ry="${n(0.15 * scale)}"${st}/>`,
      );
    } else if (i === order.length - 1) {
      // living: sofa, coffee table, dining table with chairs
      const sw = Math.min(2.4, room.w * 0.5);
      fx.push(
        R(room.x + m, room.y + m, sw, 0.9, 0.1),
        R(room.x + m, room.y + m, sw, 0.25),
        R(room.x + m + sw * 0.25, room.y + m + 1.3, sw * 0.5, 0.6, 0.05),
      );
      const tx = room.x + room.w - m - 1.8;
      const ty = room.y + room.h - m - 1.6;
      if (room.w > 4.5 && room.h > 3.5) {
        fx.push(R(tx + 0.3, ty + 0.4, 1.4, 0.85, 0.05));
        for (const cx of [tx + 0.55, tx + 1.15])
          fx.push(R(cx, ty, 0.42, 0.38, 0.08), R(cx, ty + 1.3, 0.42, 0.38, 0.08));
      }
    } else if (i === order.length - 2) {
      // kitchen: L-shaped counter, sink, hob
      fx.push(
        R(room.x + m, room.y + m, room.w - 2 * m, 0.6),
        R(room.x + m, room.y + m + 0.6, 0.6, Math.max(0.6, room.h * 0.5)),
      );
      fx.push(R(room.x + m + 0.6, room.y + m + 0.08, 0.7, 0.44, 0.06));
      for (const [dx, dy] of [
        [0, 0],
        [0.28, 0],
        [0, 0.26],
        [0.28, 0.26],
      ] as const)
        fx.push(
          `<circle cx="${n(X(room.x + room.w - m - 0.8 + dx))}" cy="${n(Y(room.y + m + 0.17 + dy))}" r="${n(0.09 * scale)}"${st}/>`,
        );
    } else if (room.w > 2.4 && room.h > 2.4) {
      // bedroom: bed with pillows, wardrobe
      const bw = Math.min(1.6, room.w - 1.2);
      const bx = room.x + (room.w - bw) / 2;
      fx.push(
        R(bx, room.y + m, bw, 2.0, 0.05),
        R(bx + 0.1, room.y + m + 0.1, bw / 2 - 0.15, 0.35, 0.08),
        R(bx + bw / 2 + 0.05, room.y + m + 0.1, bw / 2 - 0.15, 0.35, 0.08),
        R(bx, room.y + m + 0.7, bw, 0.08),
      );
      if (room.h > 3.4) {
        fx.push(R(room.x + m, room.y + room.h - m - 0.6, Math.min(2, room.w - 2 * m), 0.6));
        fx.push(
          line(
            X(room.x + m),
            Y(room.y + room.h - m - 0.6),
            X(room.x + m + Math.min(2, room.w - 2 * m)),
            Y(room.y + room.h - m),
            thin,
            1,
          ),
        );
      }
    }
  });
  s.add(g(fx));
  // dimension lines along the top and the left
  const dims: string[] = [];
  const tick = (x: number, y: number) => dims.push(line(x - 7, y + 7, x + 7, y - 7, ink, 1.6));
  const topY = Y(0) - 70;
  const xs = [0, W, ...splits.filter((sp) => sp.vertical && sp.from === 0).map((sp) => sp.at)].sort(
    (a, b) => a - b,
  );
  dims.push(
    line(X(0), topY, X(W), topY, ink, 1.2),
    line(X(0), topY - 36, X(W), topY - 36, ink, 1.2),
  );
  for (const x of xs) {
    dims.push(line(X(x), Y(0) - 22, X(x), topY - 8, thin, 0.8));
    tick(X(x), topY);
  }
  tick(X(0), topY - 36);
  tick(X(W), topY - 36);
  dims.push(
    line(X(0), topY - 44, X(0), topY - 28, thin, 0.8),
    line(X(W), topY - 44, X(W), topY - 28, thin, 0.8),
  );
  const leftX = X(0) - 70;
  const ys = [
    0,
    D,
    ...splits.filter((sp) => !sp.vertical && sp.from === 0).map((sp) => sp.at),
  ].sort((a, b) => a - b);
  dims.push(
    line(leftX, Y(0), leftX, Y(D), ink, 1.2),
    line(leftX - 36, Y(0), leftX - 36, Y(D), ink, 1.2),
  );
  for (const y of ys) {
    dims.push(line(X(0) - 22, Y(y), leftX - 8, Y(y), thin, 0.8));
    tick(leftX, Y(y));
  }
  tick(leftX - 36, Y(0));
  tick(leftX - 36, Y(D));
  s.add(g(dims));
  // north arrow
  const nx = X(W) + 70;
  const ny = Y(D) - 40;
  s.add(
    circle(nx, ny, 26, 'none', ` stroke="${ink}" stroke-width="1.5"`),
    poly(
      [
        [nx, ny - 34],
        [nx + 9, ny + 8],
        [nx, ny + 2],
        [nx - 9, ny + 8],
      ],
      ink,
    ),
  );
}

// ───────────────────────────── dispatcher ─────────────────────────────

type Painter = (s: Canvas, r: Rng) => void;

const PAINTERS: Partial<Record<SceneKey, Painter>> = {
  'facade-house': facadeHouse,
  'facade-villa': facadeVilla,
  'facade-apartment': facadeApartment,
  'facade-shop': facadeShop,
  'facade-warehouse': facadeWarehouse,
  living: livingRoom,
  kitchen,
  bedroom,
  bathroom,
  office: officeScene,
  warehouse: warehouseInterior,
  garden: gardenScene,
  terrace: terraceScene,
  land: landScene,
  aerial: aerialScene,
  plan: planScene,
};

/** An SVG picture of `scene`, varied by `seed`; the same arguments always give the same bytes. */
export function sceneSvg(scene: SceneKey, seed: number, width = 1600, height = 1067): string {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new Error(`scene: invalid size ${width}×${height}`);
  }
  const painter = PAINTERS[scene];
  if (!painter) throw new Error(`scene: unknown scene "${scene}"`);
  const canvas = new Canvas();
  painter(canvas, new Rng((Math.trunc(seed) ^ hashString(scene)) >>> 0));
  return canvas.toSvg(width, height);
}
