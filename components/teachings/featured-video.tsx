import type { Video, VideoListCategory } from '@/content/schema/video';
import { playerUrl } from '@/lib/catalogue/videos/embed-url';
import { posterFor } from '@/lib/catalogue/videos/teachings-plan';
import { VideoCard } from '@/components/teachings/video-card';

interface FeaturedVideoProps {
  video: Video;
  posters: Record<VideoListCategory, string>;
  priority?: boolean;
}

export function FeaturedVideo({ video, posters, priority }: FeaturedVideoProps) {
  return (
    <div className="mt-8 max-w-3xl">
      <VideoCard
        video={video}
        playerSrc={playerUrl(video.url) ?? video.url}
        poster={posterFor(video, posters)}
        priority={priority}
      />
    </div>
  );
}
