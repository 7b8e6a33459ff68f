'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';
import { errorTexts } from '@/content/messages';
import { isChunkLoadError } from '@/lib/site/pwa/chunk-load-error';

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
  // Code the page could not load is no fault of the page, and its message names a file: never shown.
  const message = (!isChunkLoadError(error) && error.message) || errorTexts.errorFallbackMessage;
  return (
    <ErrorScreen code={errorTexts.errorCode} title={errorTexts.errorTitle} message={message} homeLink={homeLink} />
  );
}
