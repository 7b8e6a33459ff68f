import type { DeliverySettings } from '@/content/schema/delivery';

// How buyers receive their order. Picking up at the centre is free; each delivery area has its own fee in cedis,
// which the server adds to what Paystack charges. To add an area, copy a zone (from `{` to `},`) and give it a new
// `id` (small letters and dashes); keep an area's `id` when you rename it.
export const delivery: DeliverySettings = {
  pickup: {
    place: 'MHV Health Care Centre, Accra',
    hours: 'Monday to Saturday, 9 am to 5 pm',
  },
  zones: [
    { id: 'accra-tema', name: 'Accra and Tema', fee: 25, days: '1 to 2 working days' },
    { id: 'rest-of-ghana', name: 'Rest of Ghana', fee: 50, days: '2 to 5 working days' },
  ],
};
