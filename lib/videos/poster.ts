import type { Video, VideoListCategory } from '@/content/schema/video';
import { listCategory } from '@/lib/videos/teachings-plan';

/** The picture shown before a video plays: its own poster, else its category's. */
export function posterFor(video: Video, posters: Record<VideoListCategory, string>): string {
  return video.poster ?? posters[listCategory(video)];
}
