import { removeStaffAction } from '@/lib/staff/actions/team';

// The owner removes an account; its sessions end at once.
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = removeStaffAction;
