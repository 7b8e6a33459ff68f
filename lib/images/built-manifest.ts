// The picture manifest built into the code, for a server that cannot read .pictures/ at run time. A Node server reads
// the file itself (it may change while `next dev` runs), so here it is null; the Cloudflare Workers build
// (next.config.mjs) puts .pictures/manifest.json in this module's place.
export const builtManifest: Record<string, unknown> | null = null;
