import { CART_HASH, PAGES_CACHE } from '@/lib/site/pwa/offline-caches';
import { OFFLINE_PATH } from '@/lib/site/pwa/offline-page.mjs';
import { routes } from '@/content/routes';

const KEPT_PAGE_LINK_CLASS = 'font-medium text-brand-700 underline hover:text-brand-900';

/**
 * Runs in the browser as a classic inline script on the offline page, which the service worker serves without any of
 * the site's code: it lists the pages this browser has kept (by their titles) and points the cart link at one of
 * them, the shop's first. Written without the site's code so that it runs where nothing else can be loaded.
 */
function showKeptPages(cacheName: string, offlinePath: string, shopPath: string, hash: string, linkClass: string) {
  const list = document.querySelector('[data-kept-pages]');
  const none = document.querySelector<HTMLElement>('[data-none-kept]');
  const cart = document.querySelector<HTMLAnchorElement>('[data-cart-link]');
  const titleOf = (html: string, fallback: string) => {
    const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1];
    return (title && new DOMParser().parseFromString(title, 'text/html').documentElement.textContent) || fallback;
  };
  const show = async () => {
    const cache = await caches.open(cacheName);
    const kept = [];
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (url.origin !== location.origin || url.pathname === offlinePath) continue;
      const html = (await (await cache.match(request))?.text()) ?? '';
      kept.push({ path: url.pathname + url.search, title: titleOf(html, url.pathname) });
    }
    for (const page of kept) {
      const link = Object.assign(document.createElement('a'), { href: page.path, className: linkClass });
      link.textContent = page.title;
      list?.appendChild(document.createElement('li')).appendChild(link);
    }
    const shop = kept.find((page) => page.path.startsWith(shopPath)) ?? kept[0];
    if (shop && cart) Object.assign(cart, { href: shop.path + hash, hidden: false });
    if (none) none.hidden = kept.length > 0;
  };
  if ('caches' in window) show().catch(() => none && (none.hidden = false));
}

export const KEPT_PAGES_SCRIPT = `(${showKeptPages.toString()})(${[
  PAGES_CACHE,
  OFFLINE_PATH,
  routes.shop,
  CART_HASH,
  KEPT_PAGE_LINK_CLASS,
]
  .map((value) => JSON.stringify(value))
  .join(',')})`;
