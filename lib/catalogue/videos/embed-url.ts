import { youtubeId } from '@/content/schema/youtube-id';

const EMBED_HOST = 'https://www.youtube-nocookie.com/embed/';

/**
 * The privacy-enhanced embed address of a video: youtube-nocookie.com sets no cookies until the
 * visitor plays it. Returns null when the address is not a YouTube video.
 */
export function embedUrl(url: string): string | null {
  const id = youtubeId(url);
  return id ? `${EMBED_HOST}${id}` : null;
}

/** The address the player loads once the visitor has pressed play, so it starts at once. */
export function playerUrl(url: string): string | null {
  const embed = embedUrl(url);
  return embed ? `${embed}?autoplay=1&rel=0` : null;
}
