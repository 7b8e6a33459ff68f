/** One area the shop delivers to, with its fee. */
export interface DeliveryZone {
  /** Never shown: what the checkout sends. Small letters and dashes; keep it when renaming the area. */
  id: string;
  /** As buyers read it in the checkout, the receipt and the mails: 'Accra and Tema'. */
  name: string;
  /** In cedis, added to the order as its own line. */
  fee: number;
  /** How long delivery usually takes, shown beside the area: '1 to 2 working days'. */
  days: string;
}

export interface DeliverySettings {
  /** Where and when buyers collect an order they chose to pick up (free). */
  pickup: { place: string; hours: string };
  zones: DeliveryZone[];
}
