/** The shop sells in Ghana cedis only. */
export const SHOP_CURRENCY = 'GHS';
export type ShopCurrency = typeof SHOP_CURRENCY;

const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'GHS 1,250.00': the currency code, then the amount with US-English grouping and two decimals. */
export function formatMoney(amount: number, currency: string = SHOP_CURRENCY): string {
  return `${currency} ${amountFormat.format(amount)}`;
}

/** Cedis to pesewas (minor units), rounded to a whole pesewa so 0.1 + 0.2 style errors never reach a payment. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/** Pesewas back to cedis. */
export function fromMinorUnits(minor: number): number {
  return minor / 100;
}

/** 'GHS 1,250.00' from pesewas, as every amount is kept. */
export function formatMinorUnits(minor: number, currency: string = SHOP_CURRENCY): string {
  return formatMoney(fromMinorUnits(minor), currency);
}
