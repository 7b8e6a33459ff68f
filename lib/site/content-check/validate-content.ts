import { assertContent } from '@/lib/site/content-check/check-content';
import { contentScans, contentTargets } from '@/lib/site/content-check/content-targets';

// Imported by the root layout, which every page renders: `next build` (however it is started) and `next dev` stop
// here with the list of mistakes in content/ before any page is made. A running production server has already
// passed this check at build time, so it does not read the disk again.
if (process.env.NEXT_PHASE === 'phase-production-build' || process.env.NODE_ENV !== 'production') {
  assertContent(contentTargets(), contentScans());
}

export {};
