import { whatsappLink } from '@/content/site-links';
import { internationalDigits, telHref } from '@/lib/console/buyer-phone';
import type { InboxItem } from '@/lib/inbox/inbox-store';
import { buttonClasses, textLinkClass } from '../console-classes';

/** Who sent an item, with 'Reply by e-mail' (the subject kept) and 'WhatsApp' where they gave the means. */
export function SenderDetails({ item }: { item: InboxItem }) {
  const tel = item.phone ? telHref(item.phone) : null;
  const digits = item.phone ? internationalDigits(item.phone) : null;
  const reply = item.email ? `mailto:${item.email}?subject=${encodeURIComponent(`Re: ${item.title}`)}` : null;
  return (
    <>
      {item.name ? <p className="mt-3 text-lg font-semibold break-words">{item.name}</p> : null}
      <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2">
        {item.phone ? (
          <>
            <dt className="text-stone-700">Phone</dt>
            <dd>
              {tel ? (
                <a href={tel} className={`${textLinkClass} inline-flex min-h-11 items-center`}>
                  {item.phone}
                </a>
              ) : (
                item.phone
              )}
            </dd>
          </>
        ) : null}
        {item.email ? (
          <>
            <dt className="text-stone-700">E-mail</dt>
            <dd className="break-all">{item.email}</dd>
          </>
        ) : null}
      </dl>
      <p className="mt-3 flex flex-wrap gap-3">
        {reply ? (
          <a href={reply} className={buttonClasses.primary}>
            Reply by e-mail
          </a>
        ) : null}
        {digits ? (
          <a href={whatsappLink(digits, '')} className={buttonClasses.secondary}>
            WhatsApp
          </a>
        ) : null}
      </p>
    </>
  );
}
