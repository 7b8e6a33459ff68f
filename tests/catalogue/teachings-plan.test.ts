import type { Video, VideoSection } from '@/content/schema/video';
import { listCategory, planTeachings } from '@/lib/catalogue/videos/teachings-plan';
import { embedUrl } from '@/lib/catalogue/videos/embed-url';
import { posterFor } from '@/lib/catalogue/videos/teachings-plan';
import { categoryPosters, videoSections, videos } from '@/content/videos';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const video = (title: string, extra: Partial<Video> = {}): Video => ({
  title,
  url: `https://youtu.be/${title.padEnd(11, 'x').slice(0, 11)}`,
  channel: 'MHV',
  ...extra,
});

describe('planTeachings', () => {
  const sections: VideoSection[] = [
    { title: 'MUSIC', intro: '', lists: [{ category: 'MHV MUSIC', title: 'Music' }] },
    { title: 'FOOD', intro: '', lists: [{ category: 'FOOD', title: 'Food' }] },
    { title: 'VIDEOS', intro: '', lists: [{ category: 'General', title: 'General' }] },
  ];

  it('opens with the first video and the first forest video, and does not repeat them in the lists', () => {
    const opening = video('opening');
    const walk = video('walk', { category: 'hiking in forest' });
    const loose = video('loose');
    const plan = planTeachings([opening, video('song', { category: 'MHV MUSIC' }), walk, loose], sections);
    expect(plan.opening).toBe(opening);
    expect(plan.hiking).toBe(walk);
    const general = plan.sections.find((entry) => entry.section.title === 'VIDEOS')!;
    expect(general.lists[0].groups.flatMap((group) => group.videos)).toEqual([loose]);
  });

  it('counts a video without a category as General', () => {
    expect(listCategory(video('a'))).toBe('General');
    expect(listCategory(video('b', { category: 'FOOD' }))).toBe('FOOD');
  });

  it('keeps the sections in the given order, groups each list by year and leaves out empty sections', () => {
    const plan = planTeachings(
      [
        video('opening'),
        video('old', { category: 'MHV MUSIC', year: '2021' }),
        video('undated', { category: 'MHV MUSIC' }),
        video('new', { category: 'MHV MUSIC', year: '2024' }),
        video('loose', { year: 'someday' }),
      ],
      sections,
    );
    expect(plan.sections.map((entry) => entry.section.title)).toEqual(['MUSIC', 'VIDEOS']);
    const music = plan.sections[0].lists[0].groups;
    expect(music.map((group) => [group.label, group.videos.map((item) => item.title)])).toEqual([
      ['2024', ['new']],
      ['2021', ['old']],
      ['Other', ['undated']],
    ]);
  });
});

describe('content/videos.ts', () => {
  it('gives each video a title, a channel and a YouTube address, each video once', () => {
    for (const item of videos) {
      expect(item.title.trim()).not.toBe('');
      expect(item.channel.trim()).not.toBe('');
      expect(embedUrl(item.url)).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
    }
    expect(new Set(videos.map((item) => embedUrl(item.url))).size).toBe(videos.length);
  });

  it('shows every video on the page exactly once', () => {
    const plan = planTeachings(videos, videoSections);
    const shown = [
      plan.opening,
      plan.hiking,
      ...plan.sections.flatMap((s) => s.lists.flatMap((l) => l.groups.flatMap((g) => g.videos))),
    ];
    expect(shown).toHaveLength(videos.length);
    expect(new Set(shown).size).toBe(videos.length);
  });

  it('lists the sections in the order the page gives them', () => {
    expect(videoSections.map((section) => section.title)).toEqual([
      'MHV MUSIC and ACTIVITIES',
      'LIFESTYLE',
      'FOOD',
      'VIDEOS',
    ]);
  });

  it('has a local poster picture for every video', () => {
    for (const item of videos) {
      const poster = posterFor(item, categoryPosters);
      expect(poster.startsWith('/')).toBe(true);
      expect(existsSync(join(process.cwd(), 'public', poster))).toBe(true);
    }
  });
});
