/**
 * How wide each kind of picture is drawn, for the browser (`sizes`) and for choosing which prepared widths to
 * offer (`maxWidth`: the widest it is ever shown, in CSS pixels). Copies up to twice that serve sharp screens;
 * the widths follow the grids and containers of the components named (Tailwind's sm 640, md 768, lg 1024 px).
 */
export const PICTURE_LAYOUTS = {
  /** components/pages/page-hero.tsx: half of max-w-6xl from lg, at most max-w-md below. */
  hero: {
    sizes: '(min-width: 1152px) 540px, (min-width: 1024px) calc(50vw - 36px), min(448px, calc(100vw - 32px))',
    maxWidth: 540,
  },
  /** components/team/founder-profile.tsx: h-48 w-48, md:h-64 md:w-64. */
  founder: { sizes: '(min-width: 768px) 256px, 192px', maxWidth: 256 },
  /** components/team/team-member-card.tsx: h-28 w-28, sm:h-32 sm:w-32. */
  teamCard: { sizes: '(min-width: 640px) 128px, 112px', maxWidth: 128 },
  /** components/shop/product-card.tsx in a max-w-7xl grid: 1 column, 2 from sm, 4 from lg. */
  productCard: {
    sizes:
      '(min-width: 1280px) 294px, (min-width: 1024px) calc(25vw - 26px), (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)',
    maxWidth: 607,
  },
  /** components/directory/directory-card.tsx in a max-w-6xl grid: 2 columns, 3 from lg (the list view is narrower). */
  directoryCard: {
    sizes:
      '(min-width: 1152px) 357px, (min-width: 1024px) calc(33vw - 27px), (min-width: 640px) calc(50vw - 28px), calc(50vw - 22px)',
    maxWidth: 483,
  },
  /** components/contact/banner-slide.tsx: the full width of a max-w-6xl container. */
  banner: { sizes: '(min-width: 1152px) 1120px, calc(100vw - 32px)', maxWidth: 1120 },
  /** components/teachings/video-card.tsx: at most the featured video's max-w-3xl. */
  videoPoster: { sizes: '(min-width: 800px) 768px, calc(100vw - 32px)', maxWidth: 768 },
  /** components/teachings/camping-gallery.tsx: 1 column, 2 from sm, in max-w-6xl. */
  gallery: {
    sizes: '(min-width: 1152px) 548px, (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)',
    maxWidth: 607,
  },
  /** components/care/info-card.tsx: a 64 px illustration. */
  icon: { sizes: '64px', maxWidth: 64 },
  /** The cart's and checkout's product thumbnails (72 px). */
  thumbnail: { sizes: '72px', maxWidth: 72 },
} as const;

export type PictureLayout = keyof typeof PICTURE_LAYOUTS;
