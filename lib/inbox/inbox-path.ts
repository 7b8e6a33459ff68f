// The staff inbox's addresses, written once. Free of server code.

export const STAFF_INBOX_PATH = '/staff/inbox';

export const inboxItemPath = (id: string) => `${STAFF_INBOX_PATH}/${encodeURIComponent(id)}`;
