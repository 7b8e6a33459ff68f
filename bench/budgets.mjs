// The size and speed budgets, in one place. bench/report.mjs checks every measurement against them.
export const BUDGETS = {
  /** First-load JavaScript (gzip) above the bare Next.js app, on every route. */
  jsAboveBareKb: 25,
  /** Total bytes transferred on the first load of /home. */
  homeTransferKb: 350,
  /** Total bytes transferred on the first load of any route. */
  routeTransferKb: 700,
  /**
   * A page's security headers, every route: the policy names the page's inline scripts by hash in the header rather
   * than the page: 0.90 kB, at most 1 kB more than the 0.67 kB they took with one policy for every page.
   */
  securityHeadersKb: 1.67,
  /** Lighthouse mobile performance may be at most this many points below the bare app's. */
  perfBelowBarePoints: 3,
  /** Lighthouse mobile largest contentful paint, every route, against the bare app's in the same run. */
  lcpOverBare: 1.25,
  /** Taps on 'Add to Cart' lost or counted twice before the page's code loads (bench/every-tap.mjs). */
  tapsLostOrDoubled: 0,
  /** Lighthouse accessibility, best practices and SEO on every route. */
  categoryScore: 100,
  /** The staff console's order list with 100,000 orders, a phone search: p95 server time (bench/order-list.ts). */
  orderListPhoneP95Ms: 150,
  /** Console's catalogue list with 10,000 products: the slowest query's p95 server time (bench/catalogue-list.ts). */
  catalogueListP95Ms: 150,
  /** From 'Save changes' in the console to the new price on /Products on every Node instance and nginx: p95. */
  catalogueRefreshNodeP95Ms: 5000,
  /** The same on the Worker. */
  catalogueRefreshWorkerP95Ms: 10000,
  /** Pay Now for a counted product (its units held) against an uncounted one: the p95 difference (bench/pay-now.ts). */
  holdOverheadP95Ms: 10,
  /**
   * A consultation's Pay Now (its time held under the person's lock, its deposit opened at a local fake of Paystack)
   * against a shop order's opened the same way: the p95 difference (bench/pay-now.ts).
   */
  bookingOverheadP95Ms: 15,
  /** A backup of 100,000 orders, each database (bench/money.ts). */
  backup100kSeconds: 30,
  /** What the service worker adds to a first visit of /home, all of it after the page's code (bench/offline.mjs). */
  serviceWorkerFirstVisitKb: 10,
  /** The Cloudflare Worker, gzip, as wrangler uploads it: the free plan's limit. */
  workerGzipMiB: 3,
  /** CPU time of loading the Worker (wrangler check startup): Cloudflare's start-up limit. */
  workerStartupCpuMs: 1000,
  /** From workerd listening to its first /home (preview:edge). */
  workerColdStartMs: 1000,
  /** CPU time of a prerendered page on the Worker (/home, /Products), less a bare Worker's: the free plan's limit. */
  workerPageCpuMs: 10,
};

// Code that must never be part of a public page's first load: the payment popup, any video player, and the staff
// console (its form addresses are in no public code).
// Each is recognised by strings only its own code contains, or by the hosts it loads from.
export const FORBIDDEN_IN_FIRST_LOAD = [
  {
    name: 'Paystack inline library',
    bodyMarkers: ['paystackApiUrl', 'checkout.paystack.com'],
    hosts: ['paystack.co', 'paystack.com'],
  },
  {
    name: 'video player',
    bodyMarkers: ['www-widgetapi', 'YT.Player', 'youtube.com/iframe_api', 'player.vimeo.com/api'],
    hosts: ['youtube.com', 'youtube-nocookie.com', 'ytimg.com', 'googlevideo.com', 'vimeo.com', 'vimeocdn.com'],
  },
  { name: 'staff console', bodyMarkers: ['/staff/actions/'], hosts: [] },
];
