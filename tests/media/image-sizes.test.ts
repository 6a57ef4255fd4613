import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';
import { PHOTO_SIZES, photoWidthFor } from '@/lib/media/image-sizes';

describe('image widths', () => {
  it('serves 100, 400, 600 and 1360 px up to viewports of 100, 500, 750 and 1050 px, then the original', () => {
    expect([80, 100, 101, 500, 501, 750, 751, 1050, 1051, 1920].map(photoWidthFor)).toEqual([
      100, 100, 400, 400, 600, 600, 1360, 1360, 1600, 1600,
    ]);
    expect(PHOTO_SIZES).toBe(
      '(max-width: 100px) 100px, (max-width: 500px) 400px, (max-width: 750px) 600px, (max-width: 1050px) 1360px, 1600px',
    );
  });

  it('gives next/image exactly those widths, 800 px for phones, and the 60 px and 250 px thumbnails', () => {
    expect(nextConfig.images?.deviceSizes).toEqual([100, 400, 600, 800, 1360, 1600]);
    expect(nextConfig.images?.imageSizes).toEqual([60, 250]);
  });
});
