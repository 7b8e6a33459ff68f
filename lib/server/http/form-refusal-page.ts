import 'server-only';
import { site } from '@/content/site';

// A public form's refusal for a browser without the page's code (the contact form, a directory application): a short
// page with the status, the sentence, what the browser's Back button keeps, and the ways on (the form, the phone).

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface FormRefusal {
  status: number;
  message: string;
  requestId: string;
  headers?: Record<string, string>;
  /** 'Message not sent', in the tab; the heading says it in a sentence. */
  title: string;
  heading: string;
  /** What the browser's Back button brings back, in the form's own words. */
  backNote: string;
  /** The form's page, for a visitor who came another way. */
  back: { href: string; words: string };
}

export function formRefusalPage(refusal: FormRefusal): Response {
  const { back } = refusal;
  const phone = `<a href="tel:${site.consultationPhone.replace(/\s/g, '')}">${escapeHtml(site.consultationPhone)}</a>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(refusal.title)} · ${escapeHtml(site.brand)}</title></head><body><main><h1>${escapeHtml(refusal.heading)}</h1><p>${escapeHtml(refusal.message)}</p><p>${escapeHtml(refusal.backNote)}</p><p><a href="${back.href}">${escapeHtml(back.words)}</a> · ${phone}</p></main></body></html>`;
  return new Response(html, {
    status: refusal.status,
    headers: {
      ...refusal.headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Request-Id': refusal.requestId,
    },
  });
}
