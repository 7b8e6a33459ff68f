import type { WaitingLink } from '@/lib/auth/set-password-links';
import { formatTime } from '@/lib/console/console-format';
import { consoleTexts, linkMessage } from '@/lib/console/console-messages';
import { whatsappLink } from '@/content/site-links';
import { buttonClasses } from './console-classes';

/** An account's set-password link, for the owner to send on: shown, and ready to go by WhatsApp or e-mail. */
export function SetPasswordLinkBox({ email, waiting }: { email: string; waiting: WaitingLink }) {
  const message = linkMessage.body(waiting.link);
  const mail = `mailto:${email}?subject=${encodeURIComponent(linkMessage.subject)}&body=${encodeURIComponent(message)}`;
  return (
    <div className="mt-3 rounded-lg bg-gold-100 p-3">
      <p>{consoleTexts.linkWaiting}</p>
      <p className="mt-2 font-mono text-sm break-all select-all">{waiting.link}</p>
      <p className="mt-1 text-sm text-stone-700">
        Works until <time dateTime={waiting.expiresAt.toISOString()}>{formatTime(waiting.expiresAt)}</time>
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a href={whatsappLink('', message)} className={buttonClasses.secondary}>
          Send on WhatsApp
        </a>
        <a href={mail} className={buttonClasses.secondary}>
          Send by e-mail
        </a>
      </div>
    </div>
  );
}
