import 'server-only';
import { staffRoutes, STAFF_ROOT } from '../auth/staff-routes';

// How the console answers a request it refuses: with the HTTP status that says why, and one sentence. A browser gets
// a small page with a way back; anything else gets JSON. Nothing else: no detail, no stack trace.

const TITLES: Record<number, string> = {
  400: 'That form could not be used',
  401: 'Please sign in',
  403: 'Not allowed',
  404: 'Not found',
  405: 'Not here',
  413: 'Too large',
  415: 'That form could not be read',
  503: 'Please try again soon',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The console page the visitor came from, or the console's first page: never another site. */
function backTo(request: Request): string {
  const referer = request.headers.get('referer');
  if (!referer) return STAFF_ROOT;
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin && url.pathname.startsWith(STAFF_ROOT)
      ? url.pathname + url.search
      : STAFF_ROOT;
  } catch {
    return STAFF_ROOT;
  }
}

function page(request: Request, status: number, message: string): string {
  const title = TITLES[status] ?? 'Something went wrong';
  const [href, label] = status === 401 ? [staffRoutes.signIn, 'Sign in'] : [backTo(request), 'Go back'];
  // The proxy gave this request the page's nonce; the style below is allowed by it and by nothing else.
  const nonce = request.headers.get('x-nonce') ?? '';
  const css =
    'body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1c1917}main{max-width:32rem;margin:auto}' +
    'a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#1f5132;color:#fff}';
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style nonce="${escapeHtml(nonce)}">${css}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` +
    `<a href="${escapeHtml(href)}">${label}</a></main></body></html>`
  );
}

export function consoleRefusal(
  request: Request,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  const common = { ...headers, 'Cache-Control': 'private, no-store' };
  if (request.headers.get('accept')?.includes('text/html'))
    return new Response(page(request, status, message), {
      status,
      headers: { ...common, 'Content-Type': 'text/html; charset=utf-8' },
    });
  return Response.json({ error: message }, { status, headers: common });
}
