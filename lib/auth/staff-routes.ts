// The staff console's addresses, written once: pages, the form posts and the CSV. Free of server code.

export const STAFF_ROOT = '/staff';

/** The catalogue's kinds as its addresses name them. */
export const catalogueSegments = {
  product: 'products',
  video: 'videos',
  listing: 'directory',
  person: 'people',
} as const;
type Kind = keyof typeof catalogueSegments;
const CATALOGUE = `${STAFF_ROOT}/catalogue`;

export const staffRoutes = {
  orders: STAFF_ROOT,
  order: (reference: string) => `${STAFF_ROOT}/orders/${encodeURIComponent(reference)}`,
  ordersCsv: `${STAFF_ROOT}/orders.csv`,
  signIn: `${STAFF_ROOT}/sign-in`,
  twoFactor: `${STAFF_ROOT}/two-factor`,
  setPassword: `${STAFF_ROOT}/set-password`,
  account: `${STAFF_ROOT}/account`,
  team: `${STAFF_ROOT}/team`,
  activity: `${STAFF_ROOT}/activity`,
  paystack: `${STAFF_ROOT}/paystack`,
  /** The products' list is the catalogue's first page; the other kinds have a list each. */
  catalogue: CATALOGUE,
  catalogueList: (kind: Kind) => (kind === 'product' ? CATALOGUE : `${CATALOGUE}/${catalogueSegments[kind]}`),
  catalogueEntry: (kind: Kind, id: number | 'new') => `${CATALOGUE}/${catalogueSegments[kind]}/${id}`,
  action: (name: string) => `${STAFF_ROOT}/actions/${name}`,
} as const;
