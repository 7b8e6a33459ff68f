import { PageIntro } from '@/components/layout/page-intro';
import { ApplicationSent, ApplyForm } from '@/components/directory/apply-form';
import { DIRECTORY_APPLY_PATH } from '@/lib/catalogue/directory/directory-application-paths';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata({
  title: 'Add Your Business',
  description: `Apply to list your business in the ${site.brand} directory of member businesses, with a photo from your phone.`,
  path: DIRECTORY_APPLY_PATH,
});

// The same page for everyone, prerendered: the thanks after sending is part of it, shown by the address's #sent.
export default function Page() {
  return (
    <>
      <PageIntro eyebrow="Directory" title="Add Your Business">
        <p>
          Tell us about your business. We read every application and list the businesses that serve our community; the
          listing shows what you write here and your photo.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <ApplicationSent />
        <ApplyForm />
      </div>
    </>
  );
}
