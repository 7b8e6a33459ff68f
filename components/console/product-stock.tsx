import type { StockFigures, LedgerLine } from '@/lib/shop/stock/stock-counts';
import type { StockReason } from '@/lib/server/db/stored-values';
import { formatTime } from '@/lib/console/console-format';
import { ActionForm } from './action-form';
import { ConsoleSection } from './console-section';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

interface ProductStockProps {
  productId: number;
  stock: StockFigures & { ledger: LedgerLine[] };
  /** What was typed in a refused stock form, kept. */
  typed: Record<string, string> | null;
  owner: boolean;
}

const REASON_WORDS: Record<StockReason, string> = {
  sale: 'Sold',
  hold: 'Held for an unpaid order',
  release: 'Hold ended, not paid',
  restock: 'Restocked',
  correction: 'Counted again',
  cancel: 'Back from a cancelled order',
  refund: 'Back from a refund',
};

const signed = (change: number) => (change > 0 ? `+${change}` : change < 0 ? `−${-change}` : '0');

/**
 * A product's stock on its console page: what is on the shelf, held for unpaid orders and available, the form to
 * count it (any staff account; the low-stock mark is the owner's) and every change, newest first.
 */
export function ProductStock({ productId, stock, typed, owner }: ProductStockProps) {
  const counted = stock.onHand !== null;
  return (
    <ConsoleSection id="stock-heading" title="Stock">
      <p className="mt-2 text-stone-800">
        {counted
          ? `${stock.onHand} on hand · ${stock.held} held for unpaid orders · ${stock.available} available`
          : 'Not counted: sold as long as it is for sale.'}
      </p>
      <ActionForm action="stock-save" hidden={{ id: String(productId) }} label="Stock" className="mt-4 space-y-4">
        <TextField
          id="stock"
          name="stock"
          label="Stock"
          inputMode="numeric"
          maxLength={9}
          defaultValue={typed?.stock ?? (counted ? String(stock.onHand) : '')}
          hint="Units on the shelf now. Leave it empty to stop counting this product."
        />
        {owner && (
          <TextField
            id="lowThreshold"
            name="lowThreshold"
            label="Low-stock mark"
            inputMode="numeric"
            maxLength={9}
            defaultValue={typed?.lowThreshold || String(stock.lowThreshold)}
            hint="The shop gets one e-mail when what is available falls to this number."
          />
        )}
        <TextField
          id="stock-note"
          name="note"
          label="Note"
          maxLength={200}
          defaultValue={typed?.note ?? ''}
          hint="Why, for the record: 'delivery from the farm', 'two bottles broke'."
        />
        <SubmitButton>Save stock</SubmitButton>
      </ActionForm>
      {stock.ledger.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-bold text-brand-900">Changes</h3>
          <ol className="mt-2 divide-y divide-stone-200">
            {stock.ledger.map((line) => (
              <li key={line.id} className="py-2 text-stone-800">
                <p>
                  <span className="font-semibold">{signed(line.change)}</span> {REASON_WORDS[line.reason]}
                  {line.reference && ` · order ${line.reference}`}
                  {line.onHandAfter !== null && ` · ${line.onHandAfter} on hand`}
                </p>
                <p className="text-sm text-stone-600">
                  {formatTime(line.at)} · {line.actor}
                  {line.note && ` · ${line.note}`}
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </ConsoleSection>
  );
}
