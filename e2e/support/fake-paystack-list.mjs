// The fake Paystack's list of transactions (see fake-paystack-api.mjs for the rest), in Paystack's shape
// (PaystackOSS/openapi: GET /transaction with perPage, page, from, to and status; the answer's data and meta with
// total, skipped, perPage, page and pageCount).
//
// Paystack's API:  GET /transaction?perPage=&page=&from=&to=&status=
// Control (tests): POST /_control/add-transaction { reference, amount, status?, currency?, email?, createdAt? } (a
//                  payment Paystack has that the site never heard of), POST /_control/list-down { down } (the list
//                  answers 500 while down)

/** The items of a period (`from`, `to`: ISO dates, both optional) by createdAt, one page, with Paystack's meta. */
export function page(items, url) {
  const from = url.searchParams.get('from');
  const to = url.searchParams.get('to');
  const inPeriod = items.filter(
    (item) =>
      (!from || item.createdAt >= new Date(from).toISOString()) &&
      (!to || item.createdAt <= new Date(to).toISOString()),
  );
  const perPage = Math.max(1, Math.min(Number(url.searchParams.get('perPage')) || 50, 1000));
  const number = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const data = inPeriod.slice((number - 1) * perPage, number * perPage);
  const meta = {
    total: inPeriod.length,
    skipped: (number - 1) * perPage,
    perPage,
    page: number,
    pageCount: Math.max(1, Math.ceil(inPeriod.length / perPage)),
  };
  return { data, meta };
}

export function listRoutes({ transactions, transactionData, send, readJson }) {
  let down = false;
  let nextId = 6_100_000;
  /** Answers the request when it is one of these routes (true), or leaves it to the rest of the fake (false). */
  return async function route(request, response, url, authorised) {
    const path = url.pathname;
    if (path === '/_control/list-down' && request.method === 'POST') {
      down = Boolean(((await readJson(request)) ?? {}).down);
      send(response, 200, { down });
    } else if (path === '/_control/add-transaction' && request.method === 'POST') {
      const body = (await readJson(request)) ?? {};
      const createdAt = body.createdAt ?? new Date().toISOString();
      const tx = {
        id: nextId++,
        reference: body.reference,
        accessCode: `direct-${body.reference}`,
        amount: body.amount,
        currency: body.currency ?? 'GHS',
        email: body.email ?? 'direct@example.com',
        channels: ['mobile_money'],
        metadata: {},
        status: body.status ?? 'success',
        paidAt: (body.status ?? 'success') === 'success' ? createdAt : null,
        createdAt,
        verifyCalls: 0,
      };
      transactions.set(tx.reference, tx);
      send(response, 200, tx);
    } else if (path === '/transaction' && request.method === 'GET') {
      if (!authorised) send(response, 401, { status: false, message: 'Invalid key' });
      else if (down) send(response, 500, { status: false, message: 'An error occurred' });
      else {
        const status = url.searchParams.get('status');
        const all = [...transactions.values()].filter((tx) => !status || tx.status === status);
        const { data, meta } = page(all, url);
        send(response, 200, { status: true, message: 'Transactions retrieved', data: data.map(transactionData), meta });
      }
    } else return false;
    return true;
  };
}
