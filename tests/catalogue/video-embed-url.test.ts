import { embedUrl, playerUrl } from '@/lib/catalogue/videos/embed-url';
import { youtubeId } from '@/content/schema/youtube-id';

describe('YouTube addresses', () => {
  it.each([
    ['https://www.youtube-nocookie.com/embed/kR4dA24cErM'],
    ['https://www.youtube.com/embed/kR4dA24cErM'],
    ['https://www.youtube.com/watch?v=kR4dA24cErM&t=42s'],
    ['https://m.youtube.com/watch?v=kR4dA24cErM'],
    ['https://youtu.be/kR4dA24cErM?si=abc'],
    ['https://www.youtube.com/shorts/kR4dA24cErM'],
    ['https://www.youtube.com/live/kR4dA24cErM'],
    ['  https://youtu.be/kR4dA24cErM  '],
  ])('turns %s into the privacy-enhanced embed address', (url) => {
    expect(embedUrl(url)).toBe('https://www.youtube-nocookie.com/embed/kR4dA24cErM');
  });

  it.each([
    ['not a url'],
    ['https://vimeo.com/123456789'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/@mhv.community'],
    ['https://evil.example/embed/kR4dA24cErM'],
  ])('rejects %s', (url) => {
    expect(youtubeId(url)).toBeNull();
    expect(embedUrl(url)).toBeNull();
  });

  it('starts the player at once, since the visitor has just pressed play', () => {
    const url = new URL(playerUrl('https://youtu.be/kR4dA24cErM')!);
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/kR4dA24cErM');
    expect(url.searchParams.get('autoplay')).toBe('1');
  });
});
