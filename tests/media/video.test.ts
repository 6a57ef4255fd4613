import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  embedUrl,
  isVideoFileUrl,
  parseVideoLink,
  playUrl,
  providerName,
  youtubeThumbnailUrl,
} from '@/lib/media/video';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoLink', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtu.be/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
  ])('recognises the YouTube link %s', (url) => {
    expect(parseVideoLink(url)).toEqual({ kind: 'youtube', id: ID });
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}x`,
    `https://www.youtube.com/channel/${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
  ])('refuses %s, which has no 11-character YouTube id', (url) => {
    expect(parseVideoLink(url)?.kind).not.toBe('youtube');
  });

  it('recognises Vimeo links with a numeric id', () => {
    expect(parseVideoLink('https://vimeo.com/76979871')).toEqual({ kind: 'vimeo', id: '76979871' });
    expect(parseVideoLink('https://player.vimeo.com/video/76979871')).toEqual({
      kind: 'vimeo',
      id: '76979871',
    });
    expect(parseVideoLink('https://vimeo.com/channels/staffpicks')).toBeNull();
  });

  it('recognises Facebook videos and fb.watch links', () => {
    expect(parseVideoLink('https://www.facebook.com/agency/videos/1234567890/')?.kind).toBe(
      'facebook',
    );
    expect(parseVideoLink('https://fb.watch/abcDEF123/')?.kind).toBe('facebook');
    expect(parseVideoLink('https://www.facebook.com/agency/photos/1/')).toBeNull();
  });

  it('recognises Matterport, TVL and Yisual tours by the end of their host name', () => {
    expect(parseVideoLink('https://my.matterport.com/show/?m=abc')?.kind).toBe('matterport');
    expect(parseVideoLink('https://tour.tvl.be/p/123')?.kind).toBe('tvl');
    expect(parseVideoLink('https://viewer.yisual.com/x')?.kind).toBe('yisual');
    expect(parseVideoLink('https://matterport.com.evil.example/x')).toBeNull();
  });

  it('recognises video files by extension', () => {
    for (const extension of ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm', 'MP4']) {
      expect(parseVideoLink(`https://cdn.example/tour.${extension}?v=2`)?.kind).toBe('file');
    }
    expect(isVideoFileUrl('https://cdn.example/plan.pdf')).toBe(false);
    expect(isVideoFileUrl('https://cdn.example/mp4')).toBe(false);
  });

  it('refuses what is not a web link', () => {
    expect(parseVideoLink('javascript:alert(1)//youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(parseVideoLink('')).toBeNull();
    expect(parseVideoLink(null)).toBeNull();
  });

  it('finds any valid YouTube id in every link form', () => {
    const idArbitrary = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);
    fc.assert(
      fc.property(
        idArbitrary,
        fc.constantFrom('watch?v=', 'embed/', 'shorts/', 'v/'),
        (id, form) => {
          expect(parseVideoLink(`https://www.youtube.com/${form}${id}`)).toEqual({
            kind: 'youtube',
            id,
          });
          expect(parseVideoLink(`https://youtu.be/${id}`)).toEqual({ kind: 'youtube', id });
        },
      ),
    );
  });
});

describe('embeds', () => {
  it('embeds YouTube without tracking cookies and Vimeo with do-not-track', () => {
    expect(embedUrl({ kind: 'youtube', id: ID })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    );
    expect(embedUrl({ kind: 'vimeo', id: '42' })).toBe('https://player.vimeo.com/video/42?dnt=1');
    expect(embedUrl({ kind: 'facebook', url: 'https://fb.watch/x/' })).toContain(
      encodeURIComponent('https://fb.watch/x/'),
    );
  });

  it('shows the high-quality YouTube thumbnail by default', () => {
    expect(youtubeThumbnailUrl(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
    expect(youtubeThumbnailUrl(ID, 'max')).toBe(`https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`);
  });
});

describe('before and after the click', () => {
  it('names the provider the visitor is told about', () => {
    expect(providerName(parseVideoLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ')!)).toBe(
      'YouTube',
    );
    expect(providerName(parseVideoLink('https://my.matterport.com/show/?m=abc')!)).toBe(
      'Matterport',
    );
    expect(providerName(parseVideoLink('https://cdn.example.be/tour.mp4')!)).toBe('cdn.example.be');
  });
  it('starts YouTube and Vimeo players at once after the click, without tracking cookies', () => {
    expect(playUrl(parseVideoLink('https://youtu.be/dQw4w9WgXcQ')!)).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1',
    );
    expect(playUrl(parseVideoLink('https://vimeo.com/12345')!)).toBe(
      'https://player.vimeo.com/video/12345?dnt=1&autoplay=1',
    );
    expect(playUrl(parseVideoLink('https://my.matterport.com/show/?m=abc')!)).toBe(
      'https://my.matterport.com/show/?m=abc',
    );
  });
});
