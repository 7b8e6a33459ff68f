// A Ghanaian phone number is written many ways: '024 412 3456', '0244123456', '+233 24 412 3456', '233244123456',
// '00233 24 …'. All of them share the national digits after the country code or the leading 0 ('244123456'), which
// is what the order book stores beside the number as typed and what the console's search compares.
// drizzle/0001_console.sql does the same for orders placed before the console, in SQL.

const GHANA = '233';

/** '+233 24 412 3456' -> '244123456'; text without digits gives ''. */
export function phoneKey(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith(`00${GHANA}`)) digits = digits.slice(GHANA.length + 2);
  else if (digits.startsWith(GHANA) && digits.length >= GHANA.length + 9) digits = digits.slice(GHANA.length);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}
