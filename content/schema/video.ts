import { z } from 'zod';
import { FOREST_CATEGORY, VIDEO_CATEGORIES } from '@/content/schema/rules';
import { entryField, oneOf, picture, text, uniqueBy } from '@/content/schema/fields';
import { youtubeId } from '@/content/schema/youtube-id';

// The Teachings page (content/videos.ts): the checks the build runs, and the types the code reads. Fields with a
// plain z.string() are typed here but not checked further.

const youtubeUrl = z.string().superRefine((value, ctx) => {
  if (youtubeId(value) === null) {
    ctx.addIssue({
      code: 'custom',
      message: `"${value}" is not a YouTube video address; copy it from the video's Share button (https://youtu.be/...)`,
    });
  }
});

/** "video 3 'Songs of the Shrine'": how messages name a video. */
export const describeVideo = (item: unknown, index: number) =>
  `video ${index + 1} '${String(entryField(item, 'title') ?? '')}'`;

export const videoSchema = z.object({
  title: text,
  /** The YouTube address; any form (watch, youtu.be, embed) is turned into a privacy-enhanced embed address. */
  url: youtubeUrl,
  channel: text,
  /** One of the categories in content/schema/rules.ts; without one, the video is listed under 'General'. */
  category: oneOf(VIDEO_CATEGORIES).optional(),
  /** Usually a four-digit year such as '2024'. Anything else, or nothing, is listed under 'Other'. */
  year: z.string().optional(),
  /** A picture in public/ shown before the video plays; without one, the category's picture is used. */
  poster: picture.optional(),
});
export type Video = z.infer<typeof videoSchema>;

/** Where a video is listed: its category, or 'General' when it has none. */
export type VideoListCategory = NonNullable<Video['category']> | 'General';

/** The page opens with the first video, under its own heading, and gives the forest its own section. */
export const videoListSchema = z.array(videoSchema).superRefine((list, ctx) => {
  if (list[0]?.category !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: [0, 'category'],
      message: 'must be left out: the first video opens the page (KRADA & AKWASIDAE)',
    });
  }
  if (!list.some((video) => video.category === FOREST_CATEGORY)) {
    ctx.addIssue({
      code: 'custom',
      message: `needs at least one video with category '${FOREST_CATEGORY}' for the forest section`,
    });
  }
});
export const videoUrlsSchema = z
  .array(z.unknown())
  .superRefine(
    uniqueBy(
      (item) => youtubeId(String(entryField(item, 'url'))) ?? String(entryField(item, 'url')),
      'url',
      describeVideo,
    ),
  );

export const teachingImageSchema = z.object({
  src: picture,
  alt: text,
  caption: text,
  /** Optional: the size is read from the file. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type TeachingImage = z.infer<typeof teachingImageSchema>;

/** One horizontal list on the Teachings page. */
const videoListEntrySchema = z.object({
  category: z.union([oneOf(VIDEO_CATEGORIES), z.literal('General')]),
  /** The heading shown above the list. */
  title: z.string(),
});
export type VideoList = z.infer<typeof videoListEntrySchema>;

/** A section of the Teachings page made of video lists. */
const videoSectionSchema = z.object({ title: z.string(), intro: z.string(), lists: z.array(videoListEntrySchema) });
export type VideoSection = z.infer<typeof videoSectionSchema>;
export const videoSectionsSchema = z.array(videoSectionSchema);

/** A section of the Teachings page built around one video. */
export const featuredVideoSectionSchema = z.object({ title: z.string(), intro: z.string() });
export type FeaturedVideoSection = z.infer<typeof featuredVideoSectionSchema>;
