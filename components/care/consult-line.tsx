import { site } from '@/content/site';
import { telHref, whatsappHref } from '@/content/site-links';
import { NEW_TAB } from '@/lib/site/external-links';

// Under a result: the way to turn it into a conversation with the health team.
export function ConsultLine() {
  return (
    <p className="rounded-xl bg-brand-50 p-4 text-stone-800">
      To talk your result through with our health team, call{' '}
      <a href={telHref(site.healthCarePhone)} className="font-semibold text-brand-800 underline underline-offset-2">
        {site.healthCarePhone}
      </a>{' '}
      or{' '}
      <a
        href={whatsappHref(
          'Hello, I have taken an assessment at the health care centre and would like a consultation.',
        )}
        {...NEW_TAB}
        className="font-semibold text-brand-800 underline underline-offset-2"
      >
        message us on WhatsApp
      </a>
      .
    </p>
  );
}
