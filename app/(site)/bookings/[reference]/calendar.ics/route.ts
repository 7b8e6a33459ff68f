import { bookingCalendarFile } from '@/lib/bookings/booking-calendar-file';

// A booking's 'Add to calendar' file, behind the booking page's key.
export const dynamic = 'force-dynamic';
export const GET = bookingCalendarFile;
