import { organizationJsonLd } from '@/lib/site/structured-data/organization';
import { JsonLd } from '@/components/seo/json-ld';

// The Organization card (contact points, social profiles) that /home carries for search engines.
export function OrganizationJsonLd() {
  return <JsonLd data={organizationJsonLd()} />;
}
