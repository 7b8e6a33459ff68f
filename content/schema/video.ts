import type { VIDEO_CATEGORIES } from '@/content/schema/rules';

/** The categories a video can be filed under, listed in content/schema/rules.ts. */
type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

/** Where a video is listed: its category, or 'General' when it has none. */
export type VideoListCategory = VideoCategory | 'General';

export interface Video {
  title: string;
  /** The YouTube address; any form (watch, youtu.be, embed) is turned into a privacy-enhanced embed address. */
  url: string;
  channel: string;
  category?: VideoCategory;
  /** Usually a four-digit year such as '2024'. Anything else, or nothing, is listed under 'Other'. */
  year?: string;
  /** A picture in public/ shown before the video plays; without one, the category's picture is used. */
  poster?: string;
}

/** One horizontal list on the Teachings page. */
export interface VideoList {
  category: VideoListCategory;
  /** The heading shown above the list. */
  title: string;
}

/** A section of the Teachings page made of video lists. */
export interface VideoSection {
  title: string;
  intro: string;
  lists: VideoList[];
}

/** A section of the Teachings page built around one video. */
export interface FeaturedVideoSection {
  title: string;
  intro: string;
}

export interface TeachingImage {
  src: string;
  alt: string;
  caption: string;
  /** Optional: the size is read from the file. */
  width?: number;
  height?: number;
}

/** A group of videos under one year heading. */
export interface YearGroup<T> {
  /** The year ('2024') or 'Other'. */
  label: string;
  videos: T[];
}
