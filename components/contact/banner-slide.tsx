import { Picture } from '@/components/ui/picture';
import type { BannerSlide as BannerSlideData } from '@/content/schema/pages';

export function BannerSlide({ slide, first }: { slide: BannerSlideData; first: boolean }) {
  return (
    <div className="relative h-full">
      <Picture
        src={slide.image.src}
        layout="banner"
        alt={slide.image.alt}
        loading={first ? 'priority' : 'lazy'}
        className="absolute inset-0 h-full w-full object-cover object-right"
      />
      <div className="absolute inset-0 bg-linear-to-r from-brand-950/95 via-brand-950/75 to-brand-950/10" />
      <div className="relative flex h-full max-w-md flex-col justify-center px-6 pb-10 text-white sm:px-10">
        <h2 className="font-serif text-2xl font-bold sm:text-3xl">{slide.title}</h2>
        <p className="mt-3 text-brand-50 sm:text-lg">{slide.text}</p>
      </div>
    </div>
  );
}
