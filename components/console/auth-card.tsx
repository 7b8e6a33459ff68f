import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { StatusBanner } from './status-banner';

interface AuthCardProps {
  title: string;
  notice?: string;
  error?: string;
  children: ReactNode;
}

/** The pages before signing in (sign-in, its second step, choosing a password): one card in the middle. */
export function AuthCard({ title, notice, error, children }: AuthCardProps) {
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <p className="font-serif text-xl font-bold text-brand-900">{site.brand} staff</p>
      <div className="mt-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="font-serif text-2xl font-bold text-brand-900">{title}</h1>
        <StatusBanner notice={notice} error={error} />
        {children}
      </div>
    </main>
  );
}
