// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from '@/components/ui/icon';
import { ICON_NAMES } from '@/lib/media/icon-names';
import { iconSprite } from '@/lib/media/icon-sprite';

const committed = readFileSync(path.resolve('components/ui/icons.svg'), 'utf8');

describe('the icon sprite', () => {
  it('is what `npm run icons` writes from the icon set (run it after changing icons or lucide-react)', () => {
    expect(committed).toBe(iconSprite());
  });

  it('holds one symbol with a drawing for every icon name, and nothing else', () => {
    const sprite = new DOMParser().parseFromString(committed, 'image/svg+xml');
    expect(sprite.getElementsByTagName('parsererror')).toHaveLength(0);
    const symbols = [...sprite.getElementsByTagName('symbol')];
    expect(symbols.map((symbol) => symbol.id)).toEqual([...ICON_NAMES]);
    for (const symbol of symbols) {
      expect(symbol.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(symbol.children.length, symbol.id).toBeGreaterThan(0);
    }
  });
});

describe('Icon', () => {
  it('points into the sprite by name, at the size asked, hidden from assistive technology', () => {
    const { container } = render(<Icon name="map-pin" size={18} className="pin" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    // no focusable="false": only Internet Explorer and the old Edge put an SVG in the tab order
    expect(svg.hasAttribute('focusable')).toBe(false);
    expect(svg.getAttribute('width')).toBe('18');
    expect(svg.getAttribute('height')).toBe('18');
    expect(svg.getAttribute('class')).toBe('icon pin');
    expect(svg.querySelector('use')!.getAttribute('href')).toMatch(/icons[^#]*\.svg#map-pin$/);
    // no drawing of its own: the few bytes of a reference, in the HTML and in the React payload
    expect(svg.querySelector('path, circle, rect')).toBeNull();
  });
});
