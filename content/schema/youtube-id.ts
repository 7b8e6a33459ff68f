// Read by the video check and by the pages' players. A file of its own, free of imports, so the browser code that
// builds a player's address does not load the content checks (zod, and the disk reads of the picture check).

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
