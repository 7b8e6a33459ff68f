import { site } from '@/content/site';
import { socialLinks } from '@/content/social';
import { carePath, internationalPhone } from '@/content/site-links';
import { routes } from '@/content/routes';
import { absoluteUrl } from '@/lib/site/site-url';
import { SCHEMA_CONTEXT, type JsonLdNode } from './json-ld';

// The organisation itself, as /home describes it to search engines, and the reference other nodes point to.

export function organizationRef(): JsonLdNode {
  return { '@type': 'Organization', name: site.brandFull, url: absoluteUrl(routes.home) };
}

// Messaging and phone entries are ways to reach the organisation, not profiles.
function socialProfiles(): string[] {
  return socialLinks
    .filter((entry) => entry.icon !== 'whatsapp' && entry.icon !== 'phone' && entry.icon !== 'email')
    .map((entry) => entry.link)
    .filter((link) => /^https:\/\//.test(link));
}

export function organizationJsonLd(): JsonLdNode {
  const [locality] = site.location.split(',');
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    '@id': `${absoluteUrl(routes.home)}#organization`,
    name: site.brandFull,
    alternateName: site.brand,
    description: site.tagline,
    url: absoluteUrl(routes.home),
    email: site.email,
    telephone: internationalPhone(site.consultationPhone),
    address: { '@type': 'PostalAddress', addressLocality: locality.trim(), addressCountry: 'GH' },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        name: `Talk to ${site.priestTitle}`,
        telephone: internationalPhone(site.consultationPhone),
        email: site.email,
        areaServed: 'GH',
        availableLanguage: 'en',
      },
      {
        '@type': 'ContactPoint',
        contactType: 'health care centre',
        name: site.careName,
        telephone: internationalPhone(site.healthCarePhone),
        url: absoluteUrl(carePath),
        areaServed: 'GH',
        availableLanguage: 'en',
      },
    ],
    sameAs: socialProfiles(),
  };
}
