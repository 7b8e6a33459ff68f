import { site } from '@/content/site';
import type { CareCentreCopy } from '@/content/schema/assessment';
import { telHref, whatsappHref } from '@/content/site-links';
import { NEW_TAB } from '@/lib/site/external-links';
import { Icon } from '@/components/ui/icon';
import { TitledSection } from '@/components/ui/titled-section';

interface ConsultSectionProps {
  consult: CareCentreCopy['consult'];
  disclaimer: string;
}

export function ConsultSection({ consult, disclaimer }: ConsultSectionProps) {
  return (
    <TitledSection id="consult-title" title={consult.title} tone="dark">
      <p className="mt-3 max-w-3xl text-lg text-brand-100">{consult.text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={telHref(site.healthCarePhone)}
          className="inline-flex min-h-12 items-center gap-2 rounded-xl bg-gold-400 px-5 py-3 font-semibold text-brand-950 hover:bg-gold-300"
        >
          <Icon name="phone" />
          Call {site.healthCarePhone}
        </a>
        <a
          href={whatsappHref('Hello, I would like to book a consultation at the health care centre.')}
          {...NEW_TAB}
          className="inline-flex min-h-12 items-center gap-2 rounded-xl border-2 border-white px-5 py-3 font-semibold hover:bg-brand-800"
        >
          <Icon name="whatsapp" />
          WhatsApp us
        </a>
      </div>
      <p className="mt-8 max-w-3xl text-sm text-brand-100">{disclaimer}</p>
    </TitledSection>
  );
}
