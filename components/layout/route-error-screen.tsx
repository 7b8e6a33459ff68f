'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';
import { errorTexts } from '@/content/messages';

export function RouteErrorScreen({
  error,
  homeLink,
}: {
  error: Error & { digest?: string };
  homeLink: React.ReactNode;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorScreen
      code={errorTexts.errorCode}
      title={errorTexts.errorTitle}
      message={error.message || errorTexts.errorFallbackMessage}
      homeLink={homeLink}
    />
  );
}
