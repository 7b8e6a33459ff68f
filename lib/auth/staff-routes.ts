// The staff console's addresses, written once: pages, the form posts and the CSV. Free of server code.

export const STAFF_ROOT = '/staff';

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
  action: (name: string) => `${STAFF_ROOT}/actions/${name}`,
} as const;
