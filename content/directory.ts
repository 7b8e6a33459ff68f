import type { BusinessListing } from '@/content/schema/directory';

// The member businesses on the Directory page (/directory), in the order they are shown (9 a page).
//
// How to add a business: copy one entry and change it.
// - image: a picture saved in public/directory/.
// - contactDetails: write null for a phone or e-mail the business has not shared; its link is then hidden.
// - briefDescription: each new line starts a new paragraph.
// - companyRatings (score out of 5) and ratings (how many people rated): null when there are none yet.
// - website: the full address starting with https://, or null.

export const directoryListings: BusinessListing[] = [
  {
    companyName: 'MHV Spiritual Consultations',
    image: '/directory/consultations.svg',
    shortDescription: 'Private spiritual consultations with the Okomfo and our priests.',
    contactDetails: { phone: '+233 24 000 0001', email: 'consult@mhv.example' },
    location: 'Accra, Greater Accra Region',
    briefDescription:
      'Bring your questions about family, work, health or your spiritual path to a priest who will listen.\nSessions are held in person in Accra or by video call, in English, Twi or Ga.\nEvery consultation is confidential.',
    companyRatings: 4.8,
    ratings: 120,
    website: 'https://consult.mhv.example',
  },
  {
    companyName: 'Sacred Grove Herbal Clinic',
    image: '/directory/herbal-clinic.svg',
    shortDescription: 'Traditional herbal care prepared from plants of the sacred forest.',
    contactDetails: { phone: '+233 24 000 0102', email: null },
    location: 'Kumasi, Ashanti Region',
    briefDescription:
      'Our herbalists prepare teas, tinctures and baths from plants gathered with care and respect.\nWalk-ins are welcome from Monday to Saturday; call ahead for a longer consultation.',
    companyRatings: null,
    ratings: null,
    website: null,
  },
  {
    companyName: 'Bonwire Kente Weavers Co-operative',
    image: '/directory/kente.svg',
    shortDescription: 'Hand-woven kente for ceremonies, naming days and festivals.',
    contactDetails: { phone: '+233 24 000 0103', email: 'weave@bonwirekente.example' },
    location: 'Bonwire, Ashanti Region',
    briefDescription:
      'Master weavers and apprentices working on traditional looms, with patterns that carry their proverbs.\nVisit the workshop, order a cloth for your ceremony or learn to weave a strip yourself.',
    companyRatings: 4.6,
    ratings: 58,
    website: 'https://bonwirekente.example',
  },
  {
    companyName: 'Nkabom Shea Butter Collective',
    image: '/directory/shea.svg',
    shortDescription: 'Unrefined shea butter made by a women’s collective in the north.',
    contactDetails: { phone: null, email: 'orders@nkabomshea.example' },
    location: 'Tamale, Northern Region',
    briefDescription:
      'Forty women pick, crack, roast and knead the nuts by hand, as their mothers taught them.\nPure butter for skin and hair, sold in small tubs or by the kilo, with delivery across Ghana.',
    companyRatings: 4.9,
    ratings: 34,
    website: 'https://nkabomshea.example',
  },
  {
    companyName: 'Ntonso Adinkra Print House',
    image: '/directory/adinkra.svg',
    shortDescription: 'Adinkra cloth stamped by hand with symbols of wisdom.',
    contactDetails: { phone: '+233 24 000 0105', email: 'prints@ntonsoadinkra.example' },
    location: 'Ntonso, Ashanti Region',
    briefDescription:
      'We carve our stamps from calabash and make the dye from badie bark, boiled for days.\nOrder mourning and celebration cloths, or join a half-day printing class.',
    companyRatings: 4.5,
    ratings: 21,
    website: null,
  },
  {
    companyName: 'Abibiduro Herbal Pharmacy',
    image: '/directory/pharmacy.svg',
    shortDescription: 'Registered herbal medicines and friendly advice on how to use them.',
    contactDetails: { phone: '+233 24 000 0106', email: 'care@abibiduro.example' },
    location: 'Cape Coast, Central Region',
    briefDescription:
      'Herbal medicines approved by the Food and Drugs Authority, alongside teas, oils and natural supplements.\nOur pharmacist explains doses and checks what you already take before you buy.',
    companyRatings: 4.7,
    ratings: 86,
    website: 'https://abibiduro.example',
  },
  {
    companyName: 'Volta Serenity Retreat',
    image: '/directory/retreat.svg',
    shortDescription: 'Quiet lakeside rooms for rest, fasting and reflection.',
    contactDetails: { phone: '+233 24 000 0107', email: 'stay@voltaserenity.example' },
    location: 'Akosombo, Eastern Region',
    briefDescription:
      'Twelve simple rooms facing the Volta Lake, with plant-based meals from our own farm.\nGuided fasting weekends and silent retreats run every month.',
    companyRatings: 4.4,
    ratings: 47,
    website: 'https://voltaserenity.example',
  },
  {
    companyName: 'Osu Fresh Juice & Tonic Bar',
    image: '/directory/juice.svg',
    shortDescription: 'Fresh juices, herbal tonics and light meals in the heart of Osu.',
    contactDetails: { phone: '+233 24 000 0108', email: 'hello@osufresh.example' },
    location: 'Osu, Accra, Greater Accra Region',
    briefDescription:
      'Pineapple, ginger, beetroot and sobolo pressed to order, with no added sugar.\nTry our prekese and lemongrass tonic, or order a three-day juice plan.',
    companyRatings: 4.3,
    ratings: 212,
    website: 'https://osufresh.example',
  },
  {
    companyName: 'Aburi Drum Makers',
    image: '/directory/drums.svg',
    shortDescription: 'Carved djembe, fontomfrom and atumpan drums, made to order.',
    contactDetails: { phone: '+233 24 000 0109', email: null },
    location: 'Aburi, Eastern Region',
    briefDescription:
      'Family carvers on the Aburi road, making drums from tweneboa wood and goatskin.\nThey also repair old drums and teach the rhythms of the shrine.',
    companyRatings: null,
    ratings: null,
    website: null,
  },
  {
    companyName: 'Krobo Bead Works',
    image: '/directory/beads.svg',
    shortDescription: 'Recycled-glass beads for adornment, ceremony and protection.',
    contactDetails: { phone: '+233 24 000 0110', email: 'beads@krobobeads.example' },
    location: 'Odumase-Krobo, Eastern Region',
    briefDescription:
      'Beads fired in clay moulds from recycled glass, strung into waist beads, necklaces and bracelets.\nCustom strands for Dipo and other rites of passage.',
    companyRatings: 4.8,
    ratings: 64,
    website: 'https://krobobeads.example',
  },
  {
    companyName: 'Techiman Moringa Farm',
    image: '/directory/moringa.svg',
    shortDescription: 'Organic moringa leaf powder, tea and seedlings.',
    contactDetails: { phone: '+233 24 000 0111', email: 'farm@techimanmoringa.example' },
    location: 'Techiman, Bono East Region',
    briefDescription:
      'Shade-dried moringa grown without chemicals on our family farm.\nWe sell powder and tea by post, and seedlings to anyone who wants to grow their own.',
    companyRatings: 4.2,
    ratings: null,
    website: null,
  },
  {
    companyName: 'Elmina Heritage Walks',
    image: '/directory/heritage.svg',
    shortDescription: 'Guided walks through Elmina’s history, shrines and fishing harbour.',
    contactDetails: { phone: '+233 24 000 0112', email: 'walks@elminaheritage.example' },
    location: 'Elmina, Central Region',
    briefDescription:
      'Local guides lead you through the castle, the old town and the Posuban shrines of the Asafo companies.\nWalks leave daily at 9 am and 3 pm; groups and diaspora homecoming tours on request.',
    companyRatings: 4.6,
    ratings: 139,
    website: 'https://elminaheritage.example',
  },
  {
    companyName: 'Ho Breath & Body Studio',
    image: '/directory/breathwork.svg',
    shortDescription: 'Breathwork, gentle movement and meditation classes for all ages.',
    contactDetails: { phone: null, email: null },
    location: 'Ho, Volta Region',
    briefDescription:
      'Small morning and evening classes to calm the mind and strengthen the body.\nBook through our website; the first class is free.',
    companyRatings: null,
    ratings: null,
    website: 'https://hobreathbody.example',
  },
  {
    companyName: 'Tema Alata Samina Soap Makers',
    image: '/directory/soap.svg',
    shortDescription: 'Traditional black soap made from plantain peel ash and palm kernel oil.',
    contactDetails: { phone: '+233 24 000 0114', email: null },
    location: 'Tema, Greater Accra Region',
    briefDescription:
      'Alata samina cooked in small batches, plain or with shea butter and herbs.\nWholesale for shops and spas, and retail bars at our stall in Community 1.',
    companyRatings: 4.5,
    ratings: 40,
    website: null,
  },
];

// How many businesses one page of the directory shows.
export const directoryPageSize = 9;

// Beside 'Add Your Business' (the application form), for a member who would rather ask on WhatsApp: the message it
// opens with, whose blanks the visitor fills in before sending.
export const listingRequest = {
  whatsappMessage:
    'Hello, I would like to add my business to the MHV directory. Business name: ... Location: ... Phone: ... What we offer: ...',
};
