import type {
  FeaturedVideoSection,
  TeachingImage,
  Video,
  VideoListCategory,
  VideoSection,
} from '@/content/schema/video';

// The Teachings page (/teachings), top to bottom.
//
// How to add a video: copy one entry below and change it.
// - url: paste the YouTube address (watch, youtu.be or embed form all work).
// - category: one of 'The big', 'hiking in forest', 'MHV MUSIC', 'ACTIVITIES', 'LIFESTYLE', 'FOOD', 'VIDEOS'.
//   Leave it out and the video is listed under 'General'.
// - year: a year such as '2024'. Leave it out, or write anything else, and it is listed under 'Other'.
// The FIRST video opens the page (KRADA & AKWASIDAE); the first 'hiking in forest' video opens the forest section.

export const videos: Video[] = [
  {
    title: 'KRADA and Akwasidae 2024: The Full Ceremony',
    url: 'https://www.youtube-nocookie.com/embed/kR4dA24cErM',
    channel: 'MHV Spiritual Community',
    year: '2024',
  },
  {
    title: 'A Morning Walk Through Our Sacred Forest',
    url: 'https://www.youtube-nocookie.com/embed/fOr3stW4lk1',
    channel: 'MHV Spiritual Community',
    category: 'hiking in forest',
    year: '2023',
  },
  {
    title: 'Fontomfrom at Dawn: Drums for the Ancestors',
    url: 'https://www.youtube-nocookie.com/embed/dRuMs4tD4wn',
    channel: 'MHV Music',
    category: 'MHV MUSIC',
    year: '2024',
  },
  {
    title: 'Songs of the Shrine: Call and Response',
    url: 'https://www.youtube-nocookie.com/embed/sHr1neS0ng5',
    channel: 'MHV Music',
    category: 'MHV MUSIC',
    year: '2022',
  },
  {
    title: 'The Atumpan Talking Drums Explained',
    url: 'https://www.youtube-nocookie.com/embed/aTumP4nDrm2',
    channel: 'MHV Music',
    category: 'MHV MUSIC',
  },
  {
    title: 'Community Clean-up on the Sacred Grounds',
    url: 'https://www.youtube-nocookie.com/embed/cL34nUpD4y1',
    channel: 'MHV Spiritual Community',
    category: 'ACTIVITIES',
    year: '2024',
  },
  {
    title: 'Planting Medicinal Herbs with Our Youth',
    url: 'https://www.youtube-nocookie.com/embed/hErbP14nt23',
    channel: 'MHV Spiritual Community',
    category: 'ACTIVITIES',
    year: '2023',
  },
  {
    title: 'Adowa Dance Practice Before the Festival',
    url: 'https://www.youtube-nocookie.com/embed/aD0w4D4nc3P',
    channel: 'MHV Spiritual Community',
    category: 'ACTIVITIES',
    year: 'Archive',
  },
  {
    title: 'Living BTS: Caring for Yourself Before the Sickness',
    url: 'https://www.youtube-nocookie.com/embed/bTsL1v1nG24',
    channel: 'MHV Health Care Centre',
    category: 'LIFESTYLE',
    year: '2024',
  },
  {
    title: 'A Morning Routine for Body and Spirit',
    url: 'https://www.youtube-nocookie.com/embed/mOrn1nGR0ut',
    channel: 'MHV Health Care Centre',
    category: 'LIFESTYLE',
    year: '2024',
  },
  {
    title: 'Fasting With Purpose: A Beginner’s Guide',
    url: 'https://www.youtube-nocookie.com/embed/f4sT1nGGu1d',
    channel: 'MHV Health Care Centre',
    category: 'LIFESTYLE',
    year: '2023',
  },
  {
    title: 'Kontomire Stew, the Healthy Way',
    url: 'https://www.youtube-nocookie.com/embed/k0nT0m1r3St',
    channel: 'MHV Kitchen',
    category: 'FOOD',
    year: '2024',
  },
  {
    title: 'Palm Nut Soup Without the Excess Oil',
    url: 'https://www.youtube-nocookie.com/embed/pA1mNuTS0up',
    channel: 'MHV Kitchen',
    category: 'FOOD',
    year: '2023',
  },
  {
    title: 'Sobolo with Forest Honey, Cooled for the Afternoon',
    url: 'https://www.youtube-nocookie.com/embed/s0b0L0H0n3y',
    channel: 'MHV Kitchen',
    category: 'FOOD',
    year: '2024',
  },
  {
    title: 'Lemongrass and Moringa Tea from Our Garden',
    url: 'https://www.youtube-nocookie.com/embed/l3m0nGr4sST',
    channel: 'MHV Kitchen',
    category: 'FOOD',
  },
  {
    title: 'What Is KRADA? The Soul Day Explained',
    url: 'https://www.youtube-nocookie.com/embed/wH4t1sKr4d4',
    channel: 'MHV Spiritual Community',
    category: 'VIDEOS',
    year: '2024',
  },
  {
    title: 'Honouring the Ancestors at Akwasidae',
    url: 'https://www.youtube-nocookie.com/embed/h0n0uR4nCst',
    channel: 'MHV Spiritual Community',
    category: 'VIDEOS',
    year: '2024',
  },
  {
    title: 'The Role of the Okomfo in Our Community',
    url: 'https://www.youtube-nocookie.com/embed/r0L30fOk0mf',
    channel: 'MHV Spiritual Community',
    category: 'VIDEOS',
    year: '2024',
  },
  {
    title: 'Herbs, Healing and the Spirit',
    url: 'https://www.youtube-nocookie.com/embed/hErB5h34L1n',
    channel: 'MHV Health Care Centre',
    category: 'VIDEOS',
    year: '2023',
  },
  {
    title: 'Meditation by the River',
    url: 'https://www.youtube-nocookie.com/embed/m3d1T4t10nR',
    channel: 'MHV Spiritual Community',
    category: 'VIDEOS',
    year: '2023',
  },
  {
    title: 'Questions and Answers with the Okomfo',
    url: 'https://www.youtube-nocookie.com/embed/qU3sT10nS4n',
    channel: 'MHV Spiritual Community',
    category: 'VIDEOS',
    year: 'c. 2019',
  },
  {
    title: 'The Big Gathering: Festival Highlights',
    url: 'https://www.youtube-nocookie.com/embed/b1gG4tH3r1n',
    channel: 'MHV Spiritual Community',
    category: 'The big',
    year: '2022',
  },
  {
    title: 'Welcome to MHV: Who We Are',
    url: 'https://www.youtube-nocookie.com/embed/w3lC0m3T0mH',
    channel: 'MHV Spiritual Community',
  },
];

// The picture shown on a video before it plays, by category (a video's own `poster` wins).
export const categoryPosters: Record<VideoListCategory, string> = {
  General: '/videos/posters/general.svg',
  'The big': '/videos/posters/festival.svg',
  'hiking in forest': '/videos/posters/forest.svg',
  'MHV MUSIC': '/videos/posters/music.svg',
  ACTIVITIES: '/videos/posters/activities.svg',
  LIFESTYLE: '/videos/posters/lifestyle.svg',
  FOOD: '/videos/posters/food.svg',
  VIDEOS: '/videos/posters/teachings.svg',
};

// The opening section: the first video above.
export const openingSection: FeaturedVideoSection = {
  title: 'KRADA & AKWASIDAE',
  intro:
    'KRADA, the soul day, and Akwasidae, when we honour the ancestors, are the heart of our year. Watch the whole ceremony: the drumming, the libation and the blessings shared with every family who came.',
};

// The forest section: the first 'hiking in forest' video.
export const hikingSection: FeaturedVideoSection = {
  title: 'HIKING IN OUR SACRED FOREST',
  intro:
    'Walk with us along the old paths of our sacred forest. We go quietly, greet the trees that heal us and learn the plants our herbalists gather for the clinic.',
};

// The camping section: two pictures from public/teachings/.
export const campingSection = {
  title: 'CAMPING ON OUR SACRED GROUNDS',
  intro:
    'During the festival season families camp on the sacred grounds: nights of stories, songs and prayer around the fire, and mornings that begin with meditation at sunrise.',
  images: [
    {
      src: '/teachings/camp-tents.svg',
      alt: 'Tents pitched under tall trees on the sacred grounds at dusk',
      caption: 'Our tents under the old trees',
      width: 600,
      height: 400,
    },
    {
      src: '/teachings/camp-fire.svg',
      alt: 'Members seated around a campfire under a starry sky',
      caption: 'Stories and songs around the fire',
      width: 600,
      height: 400,
    },
  ] satisfies TeachingImage[],
};

// The sections made of horizontal video lists, in page order. Each list shows one category, grouped by year.
export const videoSections: VideoSection[] = [
  {
    title: 'MHV MUSIC and ACTIVITIES',
    intro: 'The drums, songs and dances of our gatherings, and the work we do together on the sacred grounds.',
    lists: [
      { category: 'MHV MUSIC', title: 'MHV Music' },
      { category: 'ACTIVITIES', title: 'Activities' },
    ],
  },
  {
    title: 'LIFESTYLE',
    intro: 'BTS means care before the sickness: simple daily habits for a healthy body and a settled spirit.',
    lists: [{ category: 'LIFESTYLE', title: 'Lifestyle' }],
  },
  {
    title: 'FOOD',
    intro: 'Ghanaian dishes cooked the healthy way, and teas from the herbs in our own garden.',
    lists: [{ category: 'FOOD', title: 'Food' }],
  },
  {
    title: 'VIDEOS',
    intro: 'Teachings from the Okomfo and our elders, festival highlights and an introduction to our community.',
    lists: [
      { category: 'VIDEOS', title: 'Teachings' },
      { category: 'The big', title: 'The Big Gathering' },
      { category: 'General', title: 'General' },
    ],
  },
];
