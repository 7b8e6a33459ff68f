import type { PlannedList } from '@/lib/catalogue/videos/teachings-plan';
import type { VideoListCategory } from '@/content/schema/video';
import { playerUrl } from '@/lib/catalogue/videos/embed-url';
import { posterFor } from '@/lib/catalogue/videos/teachings-plan';
import { ScrollRow } from '@/components/teachings/scroll-row';
import { VideoCard } from '@/components/teachings/video-card';

interface VideoListProps {
  planned: PlannedList;
  posters: Record<VideoListCategory, string>;
  idPrefix: string;
}

// One category's videos in a horizontal row, grouped by year.
export function VideoList({ planned, posters, idPrefix }: VideoListProps) {
  return (
    <ScrollRow title={planned.list.title}>
      {planned.groups.map((group, index) => {
        const yearId = `${idPrefix}-year-${index}`;
        return (
          <div
            key={group.label}
            role="group"
            aria-labelledby={yearId}
            className={`shrink-0 ${index > 0 ? 'border-l border-stone-200 pl-6' : ''}`}
          >
            <h4 id={yearId} className="text-sm font-bold tracking-widest text-gold-800 uppercase">
              {group.label}
            </h4>
            <ul className="mt-2 flex gap-4">
              {group.videos.map((video) => (
                <li key={video.url} className="w-64 shrink-0 sm:w-72">
                  <VideoCard
                    video={video}
                    playerSrc={playerUrl(video.url) ?? video.url}
                    poster={posterFor(video, posters)}
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </ScrollRow>
  );
}
