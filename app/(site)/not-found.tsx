import type { Metadata } from 'next';
import { ErrorScreen } from '@/components/layout/error-screen';
import { HomeLink } from '@/components/layout/home-link';
import { errorTexts } from '@/content/messages';

export const metadata: Metadata = { title: errorTexts.notFoundTitle, robots: { index: false } };

export default function NotFound() {
  return (
    <ErrorScreen
      code={errorTexts.notFoundCode}
      title={errorTexts.notFoundTitle}
      message={errorTexts.notFoundMessage}
      homeLink={<HomeLink />}
    />
  );
}
