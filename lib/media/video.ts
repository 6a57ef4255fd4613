/** Video and virtual-tour links, and the privacy-friendly embeds they lead to. */
export type VideoLink =
  | { kind: 'file'; url: string }
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string }
  | { kind: 'facebook'; url: string }
  | { kind: 'matterport' | 'tvl' | 'yisual'; url: string };

export const VIDEO_FILE_EXTENSIONS = ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

const TOUR_HOSTS: { suffix: string; kind: 'matterport' | 'tvl' | 'yisual' }[] = [
  { suffix: 'matterport.com', kind: 'matterport' },
  { suffix: 'tvl.be', kind: 'tvl' },
  { suffix: 'yisual.com', kind: 'yisual' },
];

function parseUrl(text: string): URL | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function hostIs(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** A link to a video file, recognised by its extension. */
export function isVideoFileUrl(text: string): boolean {
  const url = parseUrl(text);
  const extension = url?.pathname.split('.').pop()?.toLowerCase();
  return Boolean(
    extension &&
    url?.pathname.includes('.') &&
    (VIDEO_FILE_EXTENSIONS as readonly string[]).includes(extension),
  );
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') {
    candidate = url.pathname.split('/')[1];
  } else if (hostIs(host, 'youtube.com') || hostIs(host, 'youtube-nocookie.com')) {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'v' || first === 'live')
      candidate = second;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (!hostIs(host, 'vimeo.com')) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const id = host === 'player.vimeo.com' && segments[0] === 'video' ? segments[1] : segments[0];
  return id && /^[0-9]+$/.test(id) ? id : null;
}

function isFacebookVideo(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  if (host === 'fb.watch') return url.pathname.length > 1;
  if (!hostIs(host, 'facebook.com')) return false;
  return (
    /\/videos?\//.test(url.pathname) ||
    url.pathname.startsWith('/watch') ||
    url.pathname.startsWith('/reel/')
  );
}

/** Which kind of video or virtual tour a link is, or null when it is none that the site embeds. */
export function parseVideoLink(text: string | null | undefined): VideoLink | null {
  if (!text) return null;
  const url = parseUrl(text);
  if (!url) return null;
  const youtube = youtubeId(url);
  if (youtube) return { kind: 'youtube', id: youtube };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'vimeo', id: vimeo };
  if (isFacebookVideo(url)) return { kind: 'facebook', url: url.toString() };
  const host = url.hostname.toLowerCase();
  const tour = TOUR_HOSTS.find(({ suffix }) => hostIs(host, suffix));
  if (tour) return { kind: tour.kind, url: url.toString().replace(/^http:/, 'https:') };
  if (isVideoFileUrl(text)) return { kind: 'file', url: url.toString() };
  return null;
}

/** The address to load in a frame (or a `<video>` for files); YouTube without tracking cookies. */
export function embedUrl(video: VideoLink): string {
  switch (video.kind) {
    case 'youtube':
      return `https://www.youtube-nocookie.com/embed/${video.id}?rel=0`;
    case 'vimeo':
      return `https://player.vimeo.com/video/${video.id}?dnt=1`;
    case 'facebook':
      return `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(video.url)}&show_text=false`;
    default:
      return video.url;
  }
}

export type YoutubeThumbnailQuality = 'default' | 'medium' | 'high' | 'standard' | 'max';

const THUMBNAIL_FILES: Record<YoutubeThumbnailQuality, string> = {
  default: 'default.jpg',
  medium: 'mqdefault.jpg',
  high: 'hqdefault.jpg',
  standard: 'sddefault.jpg',
  max: 'maxresdefault.jpg',
};

/** The thumbnail shown before a YouTube video is loaded, high quality unless asked otherwise. */
export function youtubeThumbnailUrl(id: string, quality: YoutubeThumbnailQuality = 'high'): string {
  return `https://i.ytimg.com/vi/${id}/${THUMBNAIL_FILES[quality]}`;
}

/**
 * The picture a video's placeholder shows before it is played: YouTube's own thumbnail when the
 * server can fetch it (`reachable`), else the listing's own photo — never an address the image
 * optimizer would answer with an error. Other providers have no thumbnail of their own here.
 */
export async function posterSource(
  video: VideoLink,
  photo: string,
  reachable: (url: string) => Promise<boolean>,
): Promise<string> {
  if (video.kind !== 'youtube') return photo;
  const thumbnail = youtubeThumbnailUrl(video.id);
  return (await reachable(thumbnail)) ? thumbnail : photo;
}

const PROVIDER_NAMES: Record<Exclude<VideoLink['kind'], 'file'>, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  facebook: 'Facebook',
  matterport: 'Matterport',
  tvl: 'TVL',
  yisual: 'Yisual',
};

/** Who serves an embed, for the notice shown before it is loaded (a file: its host). */
export function providerName(video: VideoLink): string {
  return video.kind === 'file' ? new URL(video.url).hostname : PROVIDER_NAMES[video.kind];
}

/** The embed address to load once the visitor asked for it: it may start playing at once. */
export function playUrl(video: VideoLink): string {
  const url = embedUrl(video);
  return video.kind === 'youtube' || video.kind === 'vimeo' ? `${url}&autoplay=1` : url;
}
