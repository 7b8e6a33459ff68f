import { DirectoryPage } from '@/components/directory/directory-page';
import { directoryListings, directoryPageSize } from '@/content/directory';
import { directoryMetadata } from '@/lib/catalogue/directory/directory-pages';

// 'Explore All Directory': every business on one page, for the visitor who asks for it.
export const metadata = directoryMetadata('all');

export default function Page() {
  return <DirectoryPage listings={directoryListings} pageSize={directoryPageSize} page="all" />;
}
