import { DirectoryPage } from '@/components/directory/directory-page';
import { directoryListings, directoryPageSize } from '@/content/directory';
import { directoryMetadata } from '@/lib/catalogue/directory/directory-pages';

export const metadata = directoryMetadata(1);

export default function Page() {
  return <DirectoryPage listings={directoryListings} pageSize={directoryPageSize} page={1} />;
}
