import { consoleTexts } from '@/lib/console/console-messages';

/** The account's recovery codes, to write down; each replaces one app code, once. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="mt-4 rounded-lg border border-gold-400 bg-gold-100 p-4">
      <h3 className="text-base font-semibold">Recovery codes</h3>
      <p className="mt-1">{consoleTexts.recoveryCodesKeep}</p>
      <ol className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 font-mono text-base">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </div>
  );
}
