import {
  applicationListing,
  directoryApplicationBody,
  type ApplicationDecision,
  type DirectoryApplicationBody,
} from '@/content/schema/directory-application';
import { DirectoryCard } from '@/components/directory/directory-card';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { listingLabels } from '@/lib/console/catalogue/listing-form';
import { formatTime } from '@/lib/console/console-format';
import { MAX_REASON_LENGTH } from '@/lib/console/console-limits';
import type { InboxItem } from '@/lib/inbox/inbox-store';
import { ActionForm } from '../action-form';
import { textLinkClass } from '../console-classes';
import { SubmitButton } from '../submit-button';
import { TextAreaField } from '../text-area-field';

// A directory application as the owner judges it: the listing as the directory would show it (its card, with the
// photo as it was stored: upright, without the camera's details), each field as written, then the decision, or for
// the owner the two buttons that make it. Who applied is shown by the page around it.

function Fields({ application }: { application: DirectoryApplicationBody }) {
  const rows: [string, string][] = [
    [listingLabels.companyName, application.companyName],
    [listingLabels.shortDescription, application.shortDescription],
    [listingLabels.briefDescription, application.briefDescription],
    [listingLabels.location, application.location],
    [listingLabels.phone, application.phone],
    [listingLabels.email, application.email],
    [listingLabels.website, application.website],
  ];
  return (
    <dl className="mt-4 space-y-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-stone-700">{label}</dt>
          <dd className="break-words whitespace-pre-line">{value || 'Not given'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Decision({ decision }: { decision: ApplicationDecision }) {
  const when = `${decision.by ? ` by ${decision.by}` : ''} on ${formatTime(new Date(decision.at))}`;
  if (decision.outcome === 'approved')
    return (
      <p role="status" className="mt-4 rounded-lg bg-brand-50 p-3">
        Approved{when}.{' '}
        {decision.listingId !== null ? (
          <a href={staffRoutes.catalogueEntry('listing', decision.listingId)} className={textLinkClass}>
            Open the listing
          </a>
        ) : null}
      </p>
    );
  return (
    <div role="status" className="mt-4 rounded-lg bg-stone-100 p-3">
      <p>Declined{when}. The applicant was sent this reason:</p>
      <p className="mt-1 break-words whitespace-pre-line">{decision.reason}</p>
    </div>
  );
}

function DecisionForms({ id }: { id: string }) {
  return (
    <div className="mt-6 space-y-6">
      <ActionForm action="inbox-approve" hidden={{ id }} label="Approve">
        <p className="mb-2">The business is listed in the directory as shown above, and the applicant is e-mailed.</p>
        <SubmitButton>Approve and list</SubmitButton>
      </ActionForm>
      <ActionForm action="inbox-decline" hidden={{ id }} label="Decline" className="space-y-3">
        <TextAreaField
          id={`decline-reason-${id}`}
          name="reason"
          label="Reason for declining"
          required
          maxLength={MAX_REASON_LENGTH}
          hint="The applicant reads this sentence in their e-mail."
        />
        <SubmitButton tone="danger">Decline</SubmitButton>
      </ActionForm>
    </div>
  );
}

/** A directory application: the listing it asks for, and the decision or, for the owner, the means to make it. */
export function ApplicationBody({ item, owner }: { item: InboxItem; owner: boolean }) {
  const parsed = directoryApplicationBody.safeParse(item.body);
  // Only this server writes the rows; one it cannot read still shows who sent it, beside, rather than no page.
  if (!parsed.success) return <p className="mt-3">This application could not be read.</p>;
  const application = parsed.data;
  return (
    <>
      <p className="mt-3 text-stone-700">As the directory would show it:</p>
      {/* Only a picture of the listing: nothing in it takes a tap, nor covers the buttons below on a phone. */}
      <div className="pointer-events-none relative isolate mt-2 max-w-xs overflow-hidden">
        <DirectoryCard listing={applicationListing(application)} />
      </div>
      <Fields application={application} />
      {application.decision ? <Decision decision={application.decision} /> : null}
      {!application.decision && owner ? <DecisionForms id={item.id} /> : null}
      {!application.decision && !owner ? (
        <p className="mt-4">Only the owner can approve or decline an application. Leave a note for them.</p>
      ) : null}
    </>
  );
}
