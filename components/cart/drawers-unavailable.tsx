import type { ComponentType } from 'react';
import { OFFLINE_MESSAGE } from '@/lib/shop/checkout/offline-message';
import { errorTexts } from '@/content/messages';
import { isChunkLoadError } from '@/lib/site/pwa/chunk-load-error';
import { recoverFromChunkError, type ChunkRecovery } from '@/lib/site/pwa/chunk-load-recovery';

const notices: Record<Exclude<ChunkRecovery, 'reloading'>, string> = {
  offline: OFFLINE_MESSAGE,
  failed: errorTexts.errorFallbackMessage,
};

const Nothing = () => null;

/**
 * What takes the drawers' place when their code cannot be loaded, instead of an error page: nothing while the page
 * loads again, otherwise a notice (the cart itself lives in the browser, so it is kept either way). Any other error
 * is the code's own and is thrown on.
 */
export async function drawersUnavailable<Props extends object>(error: unknown): Promise<ComponentType<Props>> {
  if (!isChunkLoadError(error)) throw error;
  const outcome = await recoverFromChunkError(error);
  if (outcome === 'reloading') return Nothing;
  const notice = notices[outcome];
  return function DrawersUnavailable() {
    return (
      <p role="alert" className="fixed inset-x-4 bottom-4 z-40 rounded-lg bg-stone-900 p-3 text-center text-white">
        {notice}
      </p>
    );
  };
}
