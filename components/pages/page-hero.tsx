import { Picture } from '@/components/ui/picture';
import { CallToActionList } from '@/components/pages/call-to-action-list';
import type { PageHero as PageHeroData } from '@/content/schema/pages';

export function PageHero({ hero }: { hero: PageHeroData }) {
  return (
    <section className="bg-brand-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{hero.eyebrow}</p>
          <h1 className="mt-2 font-serif text-3xl leading-tight font-bold text-brand-900 sm:text-5xl">{hero.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-stone-700">{hero.intro}</p>
          <CallToActionList actions={hero.actions} rest="secondary" className="mt-8 flex flex-wrap gap-3" />
        </div>
        <Picture
          src={hero.image.src}
          layout="hero"
          alt={hero.image.alt}
          loading="priority"
          className="mx-auto h-auto w-full max-w-md rounded-3xl lg:max-w-none"
        />
      </div>
    </section>
  );
}
