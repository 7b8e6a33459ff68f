import { formatTime } from '@/lib/console/console-format';
import { consoleTexts, disputeEventWords } from '@/lib/console/console-messages';
import type { DisputeEntry } from '@/lib/console/order-detail';

/** Each dispute event Paystack sent about this payment, with the deadline it gave for the shop's answer. */
export function DisputePanel({ events }: { events: DisputeEntry[] }) {
  return (
    <>
      <p className="mt-3 text-stone-700">{consoleTexts.disputeHelp}</p>
      <ol className="mt-3 space-y-2 border-l-2 border-red-200 pl-4">
        {events.map((event) => (
          <li key={event.id}>
            <p className="font-medium">{disputeEventWords[event.event] ?? event.event}</p>
            <p className="text-sm text-stone-700">
              <time dateTime={event.at.toISOString()}>{formatTime(event.at)}</time>
              {event.dueAt && (
                <>
                  {' '}
                  · answer by <time dateTime={event.dueAt.toISOString()}>{formatTime(event.dueAt)}</time>
                </>
              )}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
