import { Picture } from '@/components/ui/picture';
import { FounderBiography } from '@/components/team/founder-biography';
import type { Founder } from '@/content/schema/team';

export function FounderProfile({ founder }: { founder: Founder }) {
  return (
    <section aria-labelledby="founder-heading" className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <div className="grid items-start gap-8 md:grid-cols-[16rem_1fr] md:gap-12">
        <Picture
          src={founder.image.src}
          layout="founder"
          alt={`Portrait of ${founder.name}`}
          loading="eager"
          className="mx-auto h-48 w-48 rounded-2xl object-cover shadow-md md:h-64 md:w-64"
        />
        <div>
          <p className="text-sm font-semibold tracking-widest text-gold-800 uppercase">{founder.title}</p>
          <h2 id="founder-heading" className="mt-1 font-serif text-2xl font-bold text-brand-900 sm:text-3xl">
            {founder.name}
          </h2>
          <div className="mt-4 text-lg leading-relaxed text-stone-700">
            <FounderBiography paragraphs={founder.biography} />
          </div>
        </div>
      </div>
    </section>
  );
}
