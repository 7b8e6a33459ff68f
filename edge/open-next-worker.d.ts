// The Worker OpenNext writes to .open-next/worker.js at build time; wrangler.jsonc's "alias" maps this name to it.
declare module 'open-next-worker' {
  export type WorkerEnv = {
    ASSETS: { fetch(input: Request | string): Promise<Response> };
    SITE_URL?: string;
    /** OpenNext's tag cache (wrangler.jsonc): when each page tag was last revalidated. */
    NEXT_TAG_CACHE_D1?: { prepare(query: string): { first<T>(): Promise<T | null> } };
  };
  export type WorkerContext = { waitUntil(work: Promise<unknown>): void };
  const worker: { fetch(request: Request, env: WorkerEnv, ctx: WorkerContext): Promise<Response> };
  export default worker;
}

// The page-scripts loader the build minified, with its arguments' place (edge/build.mjs writes it).
declare module 'page-scripts-template' {
  const template: string;
  export default template;
}

// Each script file's integrity, and the build's script inventory (edge/build.mjs writes both).
declare module 'page-scripts-integrity' {
  const integrity: Record<string, string>;
  export default integrity;
}
declare module 'script-inventory' {
  const inventory: unknown;
  export default inventory;
}
