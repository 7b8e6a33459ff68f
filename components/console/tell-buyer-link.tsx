import { internationalDigits } from '@/lib/console/buyer-phone';
import { consoleTexts } from '@/lib/console/console-messages';
import { whatsappLink } from '@/content/site-links';
import { buttonClasses } from './console-classes';

/** The step's ready-written message to the buyer, to send from the staff member's own WhatsApp. */
export function TellBuyerLink({ phone, message }: { phone: string; message: string }) {
  const digits = internationalDigits(phone);
  if (!digits) return null;
  return (
    <div className="mt-4 rounded-lg bg-brand-50 p-3">
      <p className="text-brand-900">{consoleTexts.tellBuyer}</p>
      <a href={whatsappLink(digits, message)} className={`${buttonClasses.secondary} mt-3`}>
        Send on WhatsApp
      </a>
    </div>
  );
}
