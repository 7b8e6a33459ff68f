'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';
import { errorTexts } from '@/content/messages';

export function RouteErrorScreen({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorScreen
      code={errorTexts.errorCode}
      title={errorTexts.errorTitle}
      message={error.message || errorTexts.errorFallbackMessage}
    />
  );
}
