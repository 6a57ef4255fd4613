import { describe, expect, it } from 'vitest';
import { countElements, splitDocument } from '@/bench/document-parts.mjs';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

const icon = '<svg viewBox="0 0 24 24" role="img"><title>Bed</title><path d="M1 1h22"/></svg>';
const nested = '<svg width="10"><svg x="1"><circle r="2"/></svg><rect/></svg>';
const payload1 =
  '<script>self.__next_f.push([1,"0:{\\"a\\":\\"<svg>not markup</svg>\\"}"])</script>';
const payload2 = '<script nonce="n">self.__next_f.push([1,"1:[\\"é\\"]"])</script>';
const head =
  '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Maison <b></title>' +
  '<style>a>b{color:red}</style><script src="/_next/a.js" async></script></head>';
const body = `<body><main><h1>Maison à vendre</h1><p>Trois chambres${icon}</p><ul><li>${nested}</li></ul></main>`;
const fixture = `${head}${body}${payload1}${payload2}</body></html>`;

describe('splitDocument', () => {
  const parts = splitDocument(fixture);

  it('counts the RSC payload scripts and their bytes, whatever their attributes', () => {
    expect(parts.payloadScripts).toBe(2);
    expect(parts.payload).toBe(bytes(payload1) + bytes(payload2));
  });

  it('counts inline SVG once per outermost svg, its nested svg and title inside it, none in the payload', () => {
    expect(parts.svgs).toBe(2);
    expect(parts.svg).toBe(bytes(icon) + bytes(nested));
  });

  it('splits the raw UTF-8 bytes into payload, SVG and the rest', () => {
    expect(parts.raw).toBe(bytes(fixture));
    expect(parts.raw).toBeGreaterThan(fixture.length); // é and à are two bytes each
    expect(parts.rest).toBe(parts.raw - parts.payload - parts.svg);
    expect(parts.rest).toBe(bytes(`${head}${body}</body></html>`) - bytes(icon) - bytes(nested));
  });

  it('counts elements as a parser makes them, not tags written inside scripts, styles or titles', () => {
    // html head meta title style script body main h1 p svg title path ul li svg svg circle rect script script
    expect(parts.elements).toBe(21);
  });
});

describe('countElements', () => {
  it('counts start tags, self-closed ones included, and no end tags or comments', () => {
    expect(countElements('<div><br/><img src=x><!-- <p> --></div>')).toBe(3);
  });
});
