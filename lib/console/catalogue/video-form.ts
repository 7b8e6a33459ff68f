import { z } from 'zod';
import { VIDEO_CATEGORIES } from '@/content/schema/rules';
import type { Video } from '@/content/schema/video';
import { entryFields, textField, type KindForm } from './form-kinds';

// A teaching video's form: the link as people copy it from YouTube (youtu.be/…, watch?v=…, shorts/…, embed/…), its
// title, the channel, a category from the list (or none: 'General') and the year.

export const videoLabels = {
  url: 'YouTube link',
  title: 'Title',
  channel: 'Channel',
  category: 'Category',
  year: 'Year',
} as const;

/** The category choice that means none: the video is listed under 'General'. */
export const NO_CATEGORY = '';

const schema = z.strictObject({
  ...entryFields,
  url: textField(videoLabels.url, 500),
  title: textField(videoLabels.title, 300),
  channel: textField(videoLabels.channel, 200),
  category: z.enum([NO_CATEGORY, ...VIDEO_CATEGORIES], { error: `${videoLabels.category} must be one of the list.` }),
  year: textField(videoLabels.year, 20),
});
type Input = z.output<typeof schema>;

/** A link copied without its 'https://' (youtu.be/…) is the same link. */
const withScheme = (url: string) => (/^[a-z][a-z\d+.-]*:/i.test(url) ? url : `https://${url}`);

export const videoForm: KindForm<'video', Input> = {
  schema,
  toData(input, current) {
    const year = input.year.trim();
    if (year !== '' && !/^\d{4}$/.test(year))
      return { problems: [`${videoLabels.year} must be four digits such as 2024, or empty (found "${year}").`] };
    const video: Video = { title: input.title, url: withScheme(input.url.trim()), channel: input.channel };
    if (input.category !== NO_CATEGORY) video.category = input.category;
    if (year) video.year = year;
    if (current?.poster) video.poster = current.poster;
    return { data: video };
  },
  toFields: (video) => ({
    url: video.url,
    title: video.title,
    channel: video.channel,
    category: video.category ?? NO_CATEGORY,
    year: video.year ?? '',
  }),
  facts: [
    [videoLabels.url, (video) => video.url],
    [videoLabels.title, (video) => video.title],
    [videoLabels.channel, (video) => video.channel],
    [videoLabels.category, (video) => video.category ?? 'General'],
    [videoLabels.year, (video) => video.year ?? ''],
  ],
  fieldWords: { url: videoLabels.url, title: videoLabels.title, channel: videoLabels.channel, year: videoLabels.year },
};
