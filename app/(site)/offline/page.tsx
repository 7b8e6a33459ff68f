import type { Metadata } from 'next';
import { offlineTexts } from '@/content/messages';
import { OfflineScreen } from '@/components/pwa/offline-screen';

// Kept in every visitor's browser by the service worker and shown, without a connection, for a page this browser has
// never kept. Not a page to find by search.
export const metadata: Metadata = { title: offlineTexts.title, robots: { index: false } };

export default function OfflinePage() {
  return <OfflineScreen />;
}
