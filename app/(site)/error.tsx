'use client';

import { HomeLink } from '@/components/layout/home-link';
import { RouteErrorScreen } from '@/components/layout/route-error-screen';

export default function RouteError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return <RouteErrorScreen error={error} homeLink={<HomeLink />} />;
}
