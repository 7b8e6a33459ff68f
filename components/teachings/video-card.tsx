import type { Video } from '@/content/schema/video';
import { VideoFacade } from '@/components/teachings/video-facade';
import { Picture } from '@/components/ui/picture';

interface VideoCardProps {
  video: Video;
  playerSrc: string;
  /** A picture in public/ shown until the visitor presses play. */
  poster: string;
  /** The poster is the page's largest picture: load it first. */
  priority?: boolean;
}

export function VideoCard({ video, playerSrc, poster, priority }: VideoCardProps) {
  return (
    <article>
      <VideoFacade
        title={video.title}
        playerSrc={playerSrc}
        poster={
          <Picture
            src={poster}
            layout="videoPoster"
            alt=""
            loading={priority ? 'priority' : 'lazy'}
            className="h-full w-full object-cover"
          />
        }
      />
      <p className="mt-3 font-semibold text-stone-900">{video.title}</p>
      <p className="mt-1 text-sm text-stone-600">
        <span className="font-medium text-stone-700">Channel:</span> {video.channel}
      </p>
    </article>
  );
}
