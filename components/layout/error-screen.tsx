import { MarkLoaded } from '@/components/layout/mark-loaded';

interface ErrorScreenProps {
  code: string;
  title: string;
  message: string;
  /** The way home: HomeLink inside the site; a plain link where the site's own layout failed (global-error). */
  homeLink: React.ReactNode;
}

export const HOME_LINK_TEXT = 'Go Back Home';
export const homeLinkClass = 'mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800';

export function ErrorScreen({ code, title, message, homeLink }: ErrorScreenProps) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <MarkLoaded />
      <p className="font-serif text-7xl font-bold text-brand-700">{code}</p>
      <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
      <p className="mt-3 text-stone-700">{message}</p>
      {homeLink}
    </section>
  );
}
