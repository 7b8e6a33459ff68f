import { DIRECTORY_PATH } from './directory-pages';

// The addresses of 'Add Your Business' and the fields the form and its route share. Free of server code.

/** The page with the application form (prerendered). */
export const DIRECTORY_APPLY_PATH = `${DIRECTORY_PATH}/apply`;

/** Where the form is posted. */
export const DIRECTORY_APPLY_SEND_PATH = `${DIRECTORY_APPLY_PATH}/send`;

/** The part of the page that thanks the applicant, shown by its anchor alone (the page stays the same for all). */
export const APPLICATION_SENT_ID = 'sent';

/** Where a browser goes once the application is taken. */
export const DIRECTORY_APPLY_SENT_PATH = `${DIRECTORY_APPLY_PATH}#${APPLICATION_SENT_ID}`;

/** The field people never see and never fill: robots that fill every field fill it. */
export const APPLICATION_TRAP_FIELD = 'fax';
