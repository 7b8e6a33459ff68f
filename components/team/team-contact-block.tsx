import { Icon } from '@/components/ui/icon';
import { mailtoHref, telHref } from '@/content/site-links';
import { NEW_TAB } from '@/lib/site/external-links';
import type { TeamContactBlock as TeamContactBlockData } from '@/content/schema/pages';
import { NewTabNote } from '@/components/ui/new-tab-note';

interface ContactEntryProps {
  label: string;
  href: string;
  icon: 'phone' | 'email';
  children: string;
}

function ContactEntry({ label, href, icon, children }: ContactEntryProps) {
  return (
    <div>
      <dt className="text-sm text-brand-100">{label}</dt>
      <dd>
        <a href={href} className="inline-flex items-center gap-2 text-lg font-semibold hover:text-gold-300">
          <Icon name={icon} className="h-5 w-5 text-gold-300" />
          {children}
        </a>
      </dd>
    </div>
  );
}

export function TeamContactBlock({ contact }: { contact: TeamContactBlockData }) {
  return (
    <section aria-labelledby="team-contact-heading" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 md:grid-cols-2 md:py-16">
        <div>
          <h2 id="team-contact-heading" className="font-serif text-2xl font-bold sm:text-3xl">
            {contact.title}
          </h2>
          <p className="mt-3 text-brand-100">{contact.intro}</p>
          <a
            href={contact.bookCall.href}
            className="mt-6 inline-flex items-center gap-2 rounded-full bg-gold-400 px-6 py-3 font-semibold text-brand-950 hover:bg-gold-300"
          >
            <Icon name="phone" className="h-5 w-5" />
            {contact.bookCall.label}
          </a>
        </div>
        <div className="space-y-5">
          <dl className="space-y-3">
            {contact.phones.map((phone) => (
              <ContactEntry key={phone.label} label={phone.label} href={telHref(phone.number)} icon="phone">
                {phone.number}
              </ContactEntry>
            ))}
            <ContactEntry label="E-mail" href={mailtoHref(contact.email)} icon="email">
              {contact.email}
            </ContactEntry>
          </dl>
          <ul className="flex flex-col gap-2">
            {contact.links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  {...NEW_TAB}
                  className="inline-flex items-center gap-3 rounded-md py-1 hover:text-gold-300"
                >
                  <Icon name={link.icon} className="h-5 w-5 text-gold-300" />
                  {link.label}
                  <NewTabNote />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
