const EMBED_HOST = 'https://www.youtube-nocookie.com/embed/';
const VIDEO_ID = /^[\w-]{11}$/;

/** The YouTube video id in any common address form (watch, youtu.be, embed, shorts, live), or null. */
export function youtubeId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let candidate: string | null = null;
  if (host === 'youtu.be') {
    candidate = parsed.pathname.slice(1).split('/')[0];
  } else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = parsed.pathname.split('/').filter(Boolean);
    if (first === 'watch') candidate = parsed.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live') candidate = second ?? null;
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

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
