import { careDeleteRoute } from '@/lib/assessments/care-follow-up-delete';

// 'Delete my answers' from the page a care follow-up's mail links to; back to that page, which says what happened.
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = careDeleteRoute();
