'use client';

import { useEffect } from 'react';
import { SPLASH_SEEN_KEY } from '@/lib/site/splash';

// The error and not-found screens count as a visit: the splash should not follow them.
export function MarkLoaded() {
  useEffect(() => {
    try {
      window.sessionStorage.setItem(SPLASH_SEEN_KEY, 'true');
    } catch {
      // Storage can be unavailable (private mode, disabled cookies); the splash then simply shows again.
    }
  }, []);
  return null;
}
