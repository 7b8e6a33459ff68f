// The contact form's addresses and the fields only robots fill or only the page's code fills, shared by the form and
// the server. Free of server code.

export const CONTACT_PATH = '/contact/send';
export const CONTACT_SENT_PATH = '/contact/sent';
/** Holds the address a sent message will be answered at, for the page that says so: a few minutes, that page only. */
export const SENT_COOKIE = 'mhv-contact-sent';
/** The field people never see: robots that fill every field fill it. */
export const TRAP_FIELD = 'website';
/** Milliseconds since the page started loading, as its code reports them. */
export const ELAPSED_FIELD = 'elapsed';
