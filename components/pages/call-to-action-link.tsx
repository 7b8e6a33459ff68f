import Link from 'next/link';
import type { CallToAction } from '@/content/schema/pages';
import { newTabAttributes, opensInNewTab } from '@/lib/site/external-links';
import { NewTabNote } from '@/components/ui/new-tab-note';

const styles = {
  primary: 'rounded-full bg-gold-400 px-6 py-3 font-semibold text-brand-950 hover:bg-gold-300',
  secondary: 'rounded-full border-2 border-brand-700 px-6 py-2.5 font-semibold text-brand-800 hover:bg-brand-50',
  light: 'rounded-full border-2 border-white/80 px-6 py-2.5 font-semibold text-white hover:bg-white/10',
  text: 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900',
} as const;

export type CallToActionStyle = keyof typeof styles;

// Site pages go through Next's router; tel:, mailto: and other sites are plain links (other sites in a new tab).
export function CallToActionLink({
  action,
  variant = 'primary',
}: {
  action: CallToAction;
  variant?: CallToActionStyle;
}) {
  const className = `inline-flex items-center justify-center text-center transition-colors ${styles[variant]}`;
  if (action.href.startsWith('/')) {
    return (
      <Link href={action.href} className={className}>
        {action.label}
      </Link>
    );
  }
  const external = opensInNewTab(action.href);
  return (
    <a href={action.href} className={className} {...newTabAttributes(action.href)}>
      {action.label}
      {external ? <NewTabNote /> : null}
    </a>
  );
}
