import { describe, expect, it } from 'vitest';
import { importedMediaFile } from '@/lib/media/imported';

describe('imported photo file names', () => {
  it('reads the stored key and format of a hash-and-width name, and nothing else', () => {
    expect(importedMediaFile('0123456789abcdef01234567-1600.jpg')).toEqual({
      key: '0123456789abcdef01234567-1600',
      contentType: 'image/jpeg',
    });
    expect(importedMediaFile('0123456789abcdef01234567-250.png')).toEqual({
      key: '0123456789abcdef01234567-250',
      contentType: 'image/png',
    });
    for (const name of [
      '0123456789abcdef0123456-1600.jpg',
      '0123456789abcdef01234567-1600.gif',
      '../site.sqlite',
      '0123456789ABCDEF01234567-1600.jpg',
      '0123456789abcdef01234567-1600.jpg.map',
      '0123456789abcdef01234567-1600.400w.jpg',
      '0123456789abcdef01234567-1600.400w.webp.map',
    ]) {
      expect(importedMediaFile(name)).toBeNull();
    }
  });
});
