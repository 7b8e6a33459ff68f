import { addStaffAction } from '@/lib/staff/actions/team';

// The owner adds an account; its one-time link shows on the team page.
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = addStaffAction;
