import Link from 'next/link';
import { HOME_LINK_TEXT, homeLinkClass } from '@/components/layout/error-screen';

/** 'Go Back Home' on the site's error screens, by client-side navigation. */
export function HomeLink() {
  return (
    <Link href="/" className={homeLinkClass} prefetch={false}>
      {HOME_LINK_TEXT}
    </Link>
  );
}
