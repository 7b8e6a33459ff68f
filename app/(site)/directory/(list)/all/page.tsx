import { DirectoryPage } from '@/components/directory/directory-page';
import { directoryPageSize } from '@/content/directory';
import { readListings } from '@/lib/catalogue/catalogue-read';
import { directoryMetadata } from '@/lib/catalogue/directory/directory-pages';

// 'Explore All Directory': every business on one page, for the visitor who asks for it.
export const metadata = directoryMetadata('all');

export default async function Page() {
  return <DirectoryPage listings={await readListings()} pageSize={directoryPageSize} page="all" />;
}
