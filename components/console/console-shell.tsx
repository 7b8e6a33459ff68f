import type { ReactNode } from 'react';
import { site } from '@/content/site';
import type { ConsoleMember } from '@/lib/console/require-staff';
import { ActionForm } from './action-form';
import { ConsoleNav, type ConsolePage } from './console-nav';
import { StatusBanner } from './status-banner';

interface ConsoleShellProps {
  member: ConsoleMember;
  current?: ConsolePage;
  /** The page's h1. */
  title: string;
  /** The ?notice= and ?error= keys the last form left in the address. */
  notice?: string;
  error?: string;
  /** The account still owes the second factor the owner requires: only its account page is open to it. */
  accountOnly?: boolean;
  children: ReactNode;
}

/** Every signed-in page of the console: who is signed in, the pages, signing out, then the page itself. */
export function ConsoleShell({ member, current, title, notice, error, accountOnly, children }: ConsoleShellProps) {
  return (
    <>
      <a
        href="#main"
        className="sr-only bg-white px-4 py-3 text-brand-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to the page
      </a>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <div className="min-w-0">
            <p className="font-serif text-xl font-bold">{site.brand} staff</p>
            <p className="text-sm break-all text-brand-100">
              <span className="sr-only">Signed in as </span>
              {member.email}
            </p>
          </div>
          <ActionForm action="sign-out">
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-lg border border-white/80 px-4 text-base font-semibold text-white hover:bg-brand-800"
            >
              Sign out
            </button>
          </ActionForm>
        </div>
        <ConsoleNav current={current} role={member.role} inboxNew={member.inboxNew} accountOnly={accountOnly} />
      </header>
      <main id="main" className="mx-auto max-w-5xl px-4 pt-6 pb-16">
        <h1 className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
        <StatusBanner notice={notice} error={error} />
        {children}
      </main>
    </>
  );
}
