import type { Metadata } from 'next';
import { site } from '@/content/site';
import { PageIntro } from '@/components/layout/page-intro';
import { CareDeletePanel } from '@/components/care/care-delete-panel';
import { careDeleteStates, type CareDeleteState } from '@/lib/assessments/care-follow-up-delete';
import { siteUrl } from '@/lib/site/site-url';

// The page a care follow-up's mail links to. Opening it changes nothing (mail scanners open links): only its button
// deletes. Per visitor and private: rendered on each request (it reads the key), never indexed, never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Delete your answers',
  robots: { index: false, follow: false },
  metadataBase: siteUrl(),
};

interface CareDeletePageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function Page({ searchParams }: CareDeletePageProps) {
  const { key, done } = await searchParams;
  // Only the states the page knows: the address cannot make it say anything else.
  const state = careDeleteStates.find((known) => known === done) ?? null;
  return (
    <>
      <PageIntro eyebrow={site.careName} title="Delete your answers" />
      <CareDeletePanel state={state as CareDeleteState | null} deleteKey={typeof key === 'string' ? key : null} />
    </>
  );
}
