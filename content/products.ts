import type { Product } from '@/content/schema/product';

// The shop's products, in the order /Products shows them (4 a page). The build checks every entry and names any
// mistake.
// - id: never change or reuse a number; carts and orders refer to it.
// - price: Ghana cedis (5 to 200). What the customer pays is always worked out from this list on the server.
// - categories: any of Medicine, Cleanser, Tea, Probiotic, Tincture, Supplements, Oil, Powder, Spiritual Items,
//   Healing.
// - image_url: a photo of any size (JPEG, PNG, WebP, AVIF or SVG) saved in public/products/,
//   e.g. '/products/shea-butter.jpg'.
// - stock_status: 'In Stock' to sell it; leave it out (like id 11) or write 'Out of Stock' to pause sales.
export const products: Product[] = [
  {
    id: 1,
    name: 'Nkabom Herbal Bitters',
    description:
      'A bitter tonic of roots and barks gathered and brewed by our herbalists, traditionally taken in small doses to support digestion and a gentle inner cleanse.',
    price: 45,
    currency: 'GHS',
    categories: ['Medicine', 'Cleanser'],
    image_url: '/products/herbal-bitters.svg',
    stock_status: 'In Stock',
  },
  {
    id: 2,
    name: 'Alata Samina Neem Soap',
    description:
      'Hand-cut African black soap from plantain-skin ash and palm kernel oil, blended with neem leaf for a deep, gentle wash of face and body.',
    price: 18,
    currency: 'GHS',
    categories: ['Cleanser'],
    image_url: '/products/black-soap.svg',
    stock_status: 'In Stock',
  },
  {
    id: 3,
    name: 'Moringa Leaf Tea',
    description:
      'Shade-dried moringa leaves from our farm, rich in natural vitamins and minerals. Steep one spoon in hot water for a green, calming daily cup.',
    price: 30,
    currency: 'GHS',
    categories: ['Tea', 'Supplements'],
    image_url: '/products/moringa-tea.svg',
    stock_status: 'In Stock',
  },
  {
    id: 4,
    name: 'Sobolo Hibiscus Tea',
    description:
      'Dried hibiscus petals with ginger, cloves and lemongrass for the ruby-red sobolo our elders brew. Enjoy it hot, or chilled on a warm afternoon.',
    price: 22,
    currency: 'GHS',
    categories: ['Tea', 'Healing'],
    image_url: '/products/hibiscus-tea.svg',
    stock_status: 'In Stock',
  },
  {
    id: 5,
    name: 'Prekese & Ginger Probiotic Tonic',
    description:
      'A naturally fermented drink of prekese (Aidan fruit), fresh ginger and honey, made in small batches to nourish the gut. Keep it cool and shake before use.',
    price: 40,
    currency: 'GHS',
    categories: ['Probiotic'],
    image_url: '/products/probiotic-tonic.svg',
    stock_status: 'In Stock',
  },
  {
    id: 6,
    name: 'Neem Leaf Tincture',
    description:
      'Neem leaves steeped for six weeks to draw out their strength. A few drops in water, as our herbalists advise, support the body’s own defences.',
    price: 55,
    currency: 'GHS',
    categories: ['Tincture', 'Medicine'],
    image_url: '/products/neem-tincture.svg',
    stock_status: 'In Stock',
  },
  {
    id: 7,
    name: 'Moringa Capsules (60)',
    description:
      'Pure ground moringa leaf in sixty plant-based capsules, for the days you cannot brew a cup. Two capsules a day with food.',
    price: 65,
    currency: 'GHS',
    categories: ['Supplements'],
    image_url: '/products/moringa-capsules.svg',
    stock_status: 'In Stock',
  },
  {
    id: 8,
    name: 'Lemongrass & Shea Massage Oil',
    description:
      'Warm shea oil infused with lemongrass and a touch of eucalyptus. Massaged into tired muscles and joints, it soothes after a long day or a long walk.',
    price: 35,
    currency: 'GHS',
    categories: ['Oil', 'Healing'],
    image_url: '/products/massage-oil.svg',
    stock_status: 'In Stock',
  },
  {
    id: 9,
    name: 'Cold-Pressed Black Seed Oil',
    description:
      'Oil pressed cold from black cumin seeds, valued for generations as a daily supplement. Take one teaspoon with honey, or use a few drops on skin and hair.',
    price: 75,
    currency: 'GHS',
    categories: ['Oil', 'Supplements'],
    image_url: '/products/black-seed-oil.svg',
    stock_status: 'Out of Stock',
  },
  {
    id: 10,
    name: 'Baobab Fruit Powder',
    description:
      'The tangy pulp of the baobab fruit, sun-dried and sieved. Stir a spoon into porridge, smoothies or water for natural vitamin C and fibre.',
    price: 28,
    currency: 'GHS',
    categories: ['Powder', 'Supplements'],
    image_url: '/products/baobab-powder.svg',
    stock_status: 'In Stock',
  },
  {
    id: 11,
    name: 'Hand-Carved Prayer Beads',
    description:
      'A strand of 108 beads carved from sese wood by a craftsman in our community, blessed at the shrine before they leave us. For prayer, meditation and daily remembrance.',
    price: 120,
    currency: 'GHS',
    categories: ['Spiritual Items'],
    image_url: '/products/prayer-beads.svg',
  },
  {
    id: 12,
    name: 'Chewing Sticks (Bundle of 5)',
    description:
      'Fresh-cut tweapea chewing sticks, the traditional way to clean teeth and freshen the mouth. Chew the tip into soft bristles and brush gently.',
    price: 5,
    currency: 'GHS',
    categories: ['Cleanser', 'Healing'],
    image_url: '/products/chewing-sticks.svg',
    stock_status: 'In Stock',
  },
  {
    id: 13,
    name: 'Hand-Woven Altar Cloth',
    description:
      'A kente altar cloth woven on a Bonwire loom in white, gold and green, the colours of purity, blessing and growth. Dresses a home altar or prayer space.',
    price: 200,
    currency: 'GHS',
    categories: ['Spiritual Items'],
    image_url: '/products/altar-cloth.svg',
    stock_status: 'In Stock',
  },
  {
    id: 14,
    name: 'Raw Forest Honey (500 g)',
    description:
      'Honey from the hives our beekeepers keep at the edge of the sacred forest, strained but never heated. A spoon in warm water with lemon and ginger soothes the throat; a little on a wound, as our herbalists advise, helps it close.',
    price: 60,
    currency: 'GHS',
    categories: ['Supplements', 'Healing'],
    image_url: '/products/forest-honey.jpg',
    stock_status: 'In Stock',
  },
];
