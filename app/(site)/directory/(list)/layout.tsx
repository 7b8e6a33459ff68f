import type { ReactNode } from 'react';
import { PageIntro } from '@/components/layout/page-intro';
import { DirectoryShell } from '@/components/directory/directory-shell';
import { AddBusinessLink } from '@/components/directory/add-business-link';
import { directoryPageSize } from '@/content/directory';

// Shared by every page of the directory, so the view a visitor chose stays while they page.
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageIntro title="Discover Local Businesses">
        <p>
          Connecting you with Ghana’s sacred community and unique services: spiritual consultations, herbalists,
          weavers, artisans, retreats and more, run by members of our community.
        </p>
      </PageIntro>
      <DirectoryShell pageSize={directoryPageSize} actions={<AddBusinessLink />}>
        {children}
      </DirectoryShell>
    </>
  );
}
