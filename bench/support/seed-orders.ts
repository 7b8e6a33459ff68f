// A book of `count` orders written straight into the database, for the benchmarks: buyer n's phone is 024 and seven
// digits from n, every sixth order of each status, half of them deliveries, one a minute back from now.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';

export async function seedOrders(db: AppDatabase, count: number): Promise<void> {
  await db.execute(sql`
    insert into orders (reference, receipt_key, status, amount, currency, lines, customer_name, customer_phone,
      customer_email, phone_key, payment_mode, delivery_method, fulfilment, created_at, updated_at)
    select 'MHV-B' || g, md5(g::text), (array['paid','paid','paid','pending','failed','abandoned'])[1 + g % 6],
      1000 + (g % 50) * 500, 'GHS', '[{"productId":1,"name":"Herbal tea","unitPrice":1000,"quantity":1}]'::jsonb,
      (array['Ama','Kofi','Efua','Kwame','Akosua','Yaw','Abena','Kojo'])[1 + g % 8] || ' ' ||
        (array['Mensah','Boateng','Owusu','Asante','Appiah','Serwaa'])[1 + (g / 8) % 6],
      '024 ' || substr(lpad(((g::bigint * 7919) % 10000000)::text, 7, '0'), 1, 3) || ' ' ||
        substr(lpad(((g::bigint * 7919) % 10000000)::text, 7, '0'), 4),
      'buyer' || g || '@example.com', '24' || lpad(((g::bigint * 7919) % 10000000)::text, 7, '0'), 'Momo',
      (array['pickup','delivery'])[1 + g % 2],
      case when g % 6 < 3 then (array['new','preparing','completed','completed'])[1 + g % 4] else 'new' end,
      now() - (g || ' minutes')::interval, now()
    from generate_series(1, ${count}) g`);
  await db.execute(sql`analyze orders`);
}
