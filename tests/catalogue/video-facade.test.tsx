import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoFacade } from '@/components/teachings/video-facade';
import { Picture } from '@/components/ui/picture';

const src = 'https://www.youtube-nocookie.com/embed/kR4dA24cErM?autoplay=1&rel=0';
const posterPicture = <Picture src="/videos/posters/general.svg" layout="videoPoster" alt="" />;

describe('VideoFacade', () => {
  it('shows a local poster and a play button, and no player, until pressed', () => {
    const { container } = render(
      <VideoFacade title="Meditation by the River" playerSrc={src} poster={posterPicture} />,
    );
    expect(screen.getByRole('button', { name: 'Play video: Meditation by the River' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    const poster = container.querySelector('img')!;
    expect(poster.getAttribute('src')).toBe('/videos/posters/general.svg');
  });

  it('turns into the player, focused, when the visitor presses play', async () => {
    render(<VideoFacade title="Meditation by the River" playerSrc={src} poster={posterPicture} />);
    await userEvent.click(screen.getByRole('button', { name: /play video/i }));
    const player = screen.getByTitle('Meditation by the River');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', src);
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button', { name: /play video/i })).toBeNull();
  });
});
