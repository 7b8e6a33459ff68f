import { PageIntro } from '@/components/layout/page-intro';
import { RotatingBanner } from '@/components/contact/rotating-banner';
import { BannerSlide } from '@/components/contact/banner-slide';
import { ContactForm } from '@/components/contact/contact-form';
import { SupportChannels } from '@/components/contact/support-channels';
import { contactBannerSlides, contactForm, supportChannels } from '@/content/contact';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/site/seo';
import { routes } from '@/content/routes';

const title = 'Contact Us';

export const metadata = pageMetadata({
  title,
  description:
    'Reach the MHV community by phone, WhatsApp, Instagram or e-mail, or send us a message about a consultation, a product or a visit.',
  path: routes.contact,
});

export default function Page() {
  return (
    <>
      <PageIntro eyebrow="We are here to listen" title={title}>
        <p>Ask about a consultation, a product or a visit. We answer by phone, WhatsApp, Instagram and e-mail.</p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <RotatingBanner label="About MHV" slideTitles={contactBannerSlides.map((slide) => slide.title)}>
          {contactBannerSlides.map((slide, index) => (
            <BannerSlide key={slide.title} slide={slide} first={index === 0} />
          ))}
        </RotatingBanner>
        <div className="mt-12 grid gap-12 lg:grid-cols-2">
          <section aria-labelledby="contact-form-heading">
            <h2 id="contact-form-heading" className="font-serif text-2xl font-bold text-brand-900">
              {contactForm.title}
            </h2>
            <p className="mt-2 mb-6 text-stone-700">{contactForm.intro}</p>
            <ContactForm to={site.email} />
          </section>
          <section aria-labelledby="support-heading">
            <h2 id="support-heading" className="font-serif text-2xl font-bold text-brand-900">
              Support channels
            </h2>
            <p className="mt-2 mb-6 text-stone-700">
              Choose the way that suits you. A priest or a member of the care team will answer.
            </p>
            <SupportChannels channels={supportChannels} />
          </section>
        </div>
      </div>
    </>
  );
}
