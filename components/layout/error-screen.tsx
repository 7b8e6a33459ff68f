import Link from 'next/link';
import { MarkLoaded } from '@/components/layout/mark-loaded';

interface ErrorScreenProps {
  code: string;
  title: string;
  message: string;
}

export function ErrorScreen({ code, title, message }: ErrorScreenProps) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <MarkLoaded />
      <p className="font-serif text-7xl font-bold text-brand-700">{code}</p>
      <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
      <p className="mt-3 text-stone-700">{message}</p>
      <Link
        href="/"
        className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        prefetch={false}
      >
        Go Back Home
      </Link>
    </section>
  );
}
