import { postOnlyRoute } from '@/lib/server/http/with-api-guard';
import { CARE_FOLLOW_UP_MAX_BYTES, sendCareFollowUp } from '@/lib/assessments/care-follow-up';

// An assessment's result sent to the care centre, with the visitor's consent, from the result screen. The guard
// (methods, JSON, size, rate limit, request ids) wraps the follow-up's rules in lib/assessments.
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = postOnlyRoute((input) => sendCareFollowUp(input), {
  name: 'care-follow-ups',
  maxBodyBytes: CARE_FOLLOW_UP_MAX_BYTES,
});
