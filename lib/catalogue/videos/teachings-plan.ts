import type { Video, VideoList, VideoListCategory, VideoSection } from '@/content/schema/video';
import type { YearGroup } from '@/lib/catalogue/videos/group-by-year';
import { groupByYear } from '@/lib/catalogue/videos/group-by-year';
import { FOREST_CATEGORY } from '@/content/schema/rules';

const GENERAL: VideoListCategory = 'General';

/** The list a video belongs to: its category, or 'General' when it has none. */
export function listCategory(video: Pick<Video, 'category'>): VideoListCategory {
  return video.category ?? GENERAL;
}

export interface PlannedList {
  list: VideoList;
  groups: YearGroup<Video>[];
}

interface PlannedSection {
  section: VideoSection;
  lists: PlannedList[];
}

export interface TeachingsPlan {
  /** The first video of the catalogue opens the page (KRADA & AKWASIDAE). */
  opening: Video | undefined;
  /** The first video filed under the forest category. */
  hiking: Video | undefined;
  /** The list sections, in the given order, each list grouped by year; empty lists are left out. */
  sections: PlannedSection[];
}

/**
 * Decides where every video appears on the Teachings page. The two featured videos are shown
 * once, in their own sections, so they are not repeated in the lists below.
 */
export function planTeachings(videos: readonly Video[], sections: readonly VideoSection[]): TeachingsPlan {
  const opening = videos[0];
  const hiking = videos.find((video) => video !== opening && video.category === FOREST_CATEGORY);
  const rest = videos.filter((video) => video !== opening && video !== hiking);
  const planned = sections
    .map((section) => ({
      section,
      lists: section.lists
        .map((list) => ({ list, groups: groupByYear(rest.filter((video) => listCategory(video) === list.category)) }))
        .filter((entry) => entry.groups.length > 0),
    }))
    .filter((entry) => entry.lists.length > 0);
  return { opening, hiking, sections: planned };
}

/** The picture shown before a video plays: its own poster, else its category's. */
export function posterFor(video: Video, posters: Record<VideoListCategory, string>): string {
  return video.poster ?? posters[listCategory(video)];
}
