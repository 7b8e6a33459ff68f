import { consoleActionNamed } from '@/lib/console/actions/action-table';
import { consoleRefusals } from '@/lib/console/console-messages';
import { consoleRefusal } from '@/lib/console/console-refusal';

// Every console form posts here (lib/console/actions/action-table.ts names them); an unknown name is a 404.
type Context = { params: Promise<{ action: string }> };
type Method = keyof NonNullable<ReturnType<typeof consoleActionNamed>>;

function byName(method: Method) {
  return async (request: Request, { params }: Context): Promise<Response> => {
    const action = consoleActionNamed((await params).action);
    return action ? action[method](request) : consoleRefusal(request, 404, consoleRefusals.noSuchForm);
  };
}

export const POST = byName('POST');
export const GET = byName('GET');
export const PUT = byName('PUT');
export const PATCH = byName('PATCH');
export const DELETE = byName('DELETE');
export const OPTIONS = byName('OPTIONS');
