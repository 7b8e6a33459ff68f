// Every response of a Node server leaves with one Content-Security-Policy. Pages bring their own (a stored page its
// hashes, a page rendered per visitor or the console its nonce); any other response (files, API answers, the forms'
// plain answers, an error) gets the policy that allows no inline script at all. Added here, at the last moment,
// because next.config.mjs's headers cannot tell a stored page (whose own policy must be the only one: a second would
// refuse its inline scripts) from any other answer on the same address. Plain JavaScript: server.mjs loads it.
import { NO_INLINE_SCRIPT_POLICY, POLICY_HEADER } from './security-headers.mjs';

/** Whether writeHead's own headers (an object, or a flat list of names and values) name a policy. */
function namesPolicy(headers) {
  if (Array.isArray(headers))
    return headers.some((entry, i) => i % 2 === 0 && String(entry).toLowerCase() === POLICY_HEADER);
  return headers ? Object.keys(headers).some((name) => name.toLowerCase() === POLICY_HEADER) : false;
}

/** @param {import('node:http').ServerResponse} response */
export function withPolicyFallback(response) {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithPolicy(status, ...rest) {
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
    if (!this.hasHeader(POLICY_HEADER) && !namesPolicy(headers))
      this.setHeader('Content-Security-Policy', NO_INLINE_SCRIPT_POLICY);
    return writeHead.call(this, status, ...rest);
  };
  return response;
}
