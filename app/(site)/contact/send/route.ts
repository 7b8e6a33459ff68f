import { contactFormRoute } from '@/lib/inbox/contact-form-route';

// The contact form's post: the message to the staff inbox and one mail to the organisation.
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = contactFormRoute();
