import { DirectoryPage } from '@/components/directory/directory-page';
import { directoryPageSize } from '@/content/directory';
import { readListings } from '@/lib/catalogue/catalogue-read';
import { directoryMetadata } from '@/lib/catalogue/directory/directory-pages';

export const metadata = directoryMetadata(1);

export default async function Page() {
  return <DirectoryPage listings={await readListings()} pageSize={directoryPageSize} page={1} />;
}
