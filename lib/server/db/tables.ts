import * as orderTables from './schema';
import * as moneyTables from './money-schema';
import * as staffTables from './staff-schema';
import * as catalogueTables from './catalogue-schema';
import * as photoTables from './photo-schema';
import * as stockTables from './stock-schema';
import * as bookingTables from './booking-schema';
import * as inboxTables from './inbox-schema';
import * as cspReportTables from './csp-report-schema';
import * as scriptAlarmTables from './script-alarm-schema';

/** Every table, for Drizzle's typed queries and better-auth's adapter. */
export const tables = {
  ...orderTables,
  ...moneyTables,
  ...staffTables,
  ...catalogueTables,
  ...photoTables,
  ...stockTables,
  ...bookingTables,
  ...inboxTables,
  ...cspReportTables,
  ...scriptAlarmTables,
};
export type Tables = typeof tables;
