import { formatTime } from '@/lib/console/console-format';
import type { CspReportRow } from '@/lib/console/page-queries/security';

const cell = 'py-2 pr-3 align-top';

/**
 * The counts, one row per page, rule and what was blocked, most recently seen first. Five columns are wider than a
 * phone: the table scrolls sideways in its own box, which a keyboard can reach too. Each row carries its key and
 * count as data attributes, so a test reads a count without parsing the words.
 */
export function CspReportTable({ rows }: { rows: CspReportRow[] }) {
  return (
    <div
      className="mt-4 overflow-x-auto"
      role="region"
      aria-label="Blocked scripts and styles, by page"
      // Focusable, so a keyboard can scroll the table where it is wider than the screen.
      tabIndex={0}
    >
      <table className="w-full min-w-xl text-left">
        <thead className="border-b border-stone-300 text-sm text-stone-700">
          <tr>
            <th scope="col" className={cell}>
              Page
            </th>
            <th scope="col" className={cell}>
              Directive
            </th>
            <th scope="col" className={cell}>
              Blocked
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Count
            </th>
            <th scope="col" className={cell}>
              Last seen
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className="border-b border-stone-200"
              data-testid="csp-report"
              data-page={row.pagePath}
              data-directive={row.directive}
              data-blocked={row.blocked}
              data-count={row.count}
            >
              <th scope="row" className={`${cell} font-medium break-all`}>
                {row.pagePath}
              </th>
              <td className={cell}>{row.directive}</td>
              <td className={`${cell} break-all`}>{row.blocked}</td>
              <td className={`${cell} text-right tabular-nums`} data-testid="csp-report-count">
                {row.count.toLocaleString('en-US')}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{formatTime(row.lastSeen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
