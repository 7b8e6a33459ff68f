import { resetStaffAction } from '@/lib/staff/actions/team';

// The owner resets an account: a new link, and the old password and sessions stop working.
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = resetStaffAction;
