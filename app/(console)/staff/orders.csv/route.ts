import { ordersCsvDownload } from '@/lib/console/csv-download';

// 'Download CSV': the orders the list's filter shows, for a spreadsheet. Signed-in staff only.
export const GET = ordersCsvDownload;
