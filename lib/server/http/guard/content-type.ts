import type { GuardLog } from './log';
import { GUARD_MESSAGES } from './messages';
import { failure } from './respond';
import type { Caller } from './types';

/** `application/json`, in UTF-8 when a charset is named at all. */
function isJson(contentType: string | null): boolean {
  if (!contentType) return false;
  const [type, ...params] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  const charset = params.find((param) => param.startsWith('charset='));
  return !charset || ['utf-8', 'utf8', '"utf-8"'].includes(charset.slice('charset='.length));
}

/** 415 unless the request says its body is JSON; null when it does. */
export function refuseContentType(request: Request, caller: Caller, log: GuardLog): Response | null {
  const contentType = request.headers.get('content-type');
  if (isJson(contentType)) return null;
  log('info', {
    requestId: caller.requestId,
    client: caller.clientId,
    status: 415,
    contentType: contentType?.slice(0, 100) ?? null,
  });
  return failure(415, GUARD_MESSAGES.notJson, caller.requestId);
}
