/**
 * Whether `error` is the bundler's failure to load a chunk of code (gone after a new deployment, or not kept for
 * offline use), rather than an error of the code itself. Apart from what the page then does
 * (lib/site/pwa/chunk-load-recovery.ts), so that the error screens every page carries hold only this.
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}
