import type { Founder } from '@/content/schema/team';
import { FOUNDER_TITLE } from '@/content/schema/rules';

// The founder's biography on /about. The name is a PLACEHOLDER: replace it and the photo with the real ones.
// One string a paragraph. On phones only the first 150 characters show, with a Read More button,
// so make the opening sentence count.
export const founder: Founder = {
  name: 'Nana Kwaku Ofori Asante',
  title: FOUNDER_TITLE,
  image: { src: '/team/founder.svg', width: 320, height: 320 },
  biography: [
    'Nana Kwaku Ofori Asante founded MHV to bring the wisdom of our ancestors and the discipline of preventive health care together under one roof. Raised in the shrine traditions of the Akan and later trained in community health, he has spent more than twenty-five years guiding people through consultations, rites and the careful use of healing plants from Ghana’s forests.',
    'As Programs Director he leads the KRADA program and our annual festivals, walks with members through the sacred forest, and oversees the BTS lifestyle taught at the MHV Health Care Centre: care before the sickness, through clean food, fasting, rest and self-awareness.',
    'His teaching is simple: know your true self, keep your body clean and strong, and serve your community. Many of the priests, priestesses, herbalists and health-care professionals on our team first came to him as visitors with a question.',
  ],
};
