import type { Order } from '@/lib/shop/orders/order-types';
import { internationalDigits, telHref } from '@/lib/console/buyer-phone';
import { whatsappLink } from '@/content/site-links';
import { buttonClasses, textLinkClass } from './console-classes';

/** Who bought, with a tap to call, to message on WhatsApp or to e-mail them. */
export function BuyerDetails({ customer }: { customer: Order['customer'] }) {
  const tel = telHref(customer.phone);
  const digits = internationalDigits(customer.phone);
  return (
    <>
      <p className="mt-3 text-lg font-semibold break-words">{customer.name}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2">
        <dt className="text-stone-700">Phone</dt>
        <dd>
          {tel ? (
            <a href={tel} className={`${textLinkClass} inline-flex min-h-11 items-center`}>
              {customer.phone}
            </a>
          ) : (
            customer.phone
          )}
        </dd>
        <dt className="text-stone-700">E-mail</dt>
        <dd className="break-all">
          <a href={`mailto:${customer.email}`} className={`${textLinkClass} inline-flex min-h-11 items-center`}>
            {customer.email}
          </a>
        </dd>
      </dl>
      {digits && (
        <a href={whatsappLink(digits, '')} className={`${buttonClasses.secondary} mt-3`}>
          Message on WhatsApp
        </a>
      )}
    </>
  );
}
