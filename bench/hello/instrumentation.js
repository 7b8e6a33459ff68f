// The bare app's own start-up hook, which does nothing: without it, Next takes the repository's instrumentation.ts
// (the site's order book, page-refresh follower and background rounds) into this baseline, which then runs the site's
// services and takes the site's data folder.
export function register() {}
