import { consoleErrors, consoleNotices } from '@/lib/console/console-messages';

/** Whether `key` names one of `table`'s sentences (and not something inherited, such as 'constructor'). */
function known<Table extends object>(table: Table, key: string | undefined): key is Extract<keyof Table, string> {
  return !!key && Object.hasOwn(table, key);
}

/**
 * What happened to the form just sent, from the key the console's action put in the address (?notice=…, ?error=…).
 * Only keys of console-messages.ts show, each as its own fixed sentence: nothing typed into an address is echoed.
 */
export function StatusBanner({ notice, error }: { notice?: string; error?: string }) {
  const errorText = known(consoleErrors, error) ? consoleErrors[error] : null;
  const noticeText = known(consoleNotices, notice) ? consoleNotices[notice] : null;
  if (!errorText && !noticeText) return null;
  return (
    <div className="my-4 space-y-2">
      {errorText && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-base text-red-900">
          {errorText}
        </p>
      )}
      {noticeText && (
        <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-base text-brand-900">
          {noticeText}
        </p>
      )}
    </div>
  );
}
