import { photoFileResponse } from '@/lib/images/photo-files';

// The photos staff upload from the console, in every size and format the pages offer (lib/images/photo-files.ts).
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  return photoFileResponse(file, request);
}
