import type { Video } from '@/lib/types/video';
import { VideoFacade } from '@/components/teachings/video-facade';

interface VideoCardProps {
  video: Video;
  playerSrc: string;
  poster: string;
  priority?: boolean;
}

export function VideoCard({ video, playerSrc, poster, priority }: VideoCardProps) {
  return (
    <article>
      <VideoFacade title={video.title} playerSrc={playerSrc} poster={poster} priority={priority} />
      <p className="mt-3 font-semibold text-stone-900">{video.title}</p>
      <p className="mt-1 text-sm text-stone-600">
        <span className="font-medium text-stone-700">Channel:</span> {video.channel}
      </p>
    </article>
  );
}
