// How @opennextjs/cloudflare turns the Next build into a Worker (npm run build:edge, edge/build.mjs).
import { defineCloudflareConfig } from '@opennextjs/cloudflare';
import staticAssetsIncrementalCache from '@opennextjs/cloudflare/overrides/incremental-cache/static-assets-incremental-cache';

// Every public page is prerendered at build and never revalidated, so the pages are read from the Worker's static
// assets: no R2 bucket or KV namespace to create. Pages rendered per request (receipts, the console) are never cached.
const config = defineCloudflareConfig({ incrementalCache: staticAssetsIncrementalCache });

// edge/trace-fix.mjs completes the proxy's file list before OpenNext bundles it.
config.buildCommand = 'npm run build && node edge/trace-fix.mjs';

export default config;
