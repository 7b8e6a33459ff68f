import type { TeamMember } from '@/content/schema/team';

// The team carousel on /about, in the order it shows them: 10 a page on wide screens, 4 on phones.
// The names below are PLACEHOLDERS: replace each name, photo and profile link with the real one.
// Roles must be one of: Priest, Priestess, Herbalist, Health Care Professional, Reverend.
// Photos live in public/team/: any size (JPEG, PNG, WebP, AVIF or SVG); the build makes small copies.
export const teamMembers: TeamMember[] = [
  {
    name: 'Okomfo Kwame Mensah',
    role: 'Priest',
    image: { src: '/team/kwame-mensah.svg', width: 240, height: 240 },
    socialLinks: [
      { platform: 'Facebook', url: 'https://www.facebook.com/okomfo.kwame.mensah', icon: 'facebook' },
      { platform: 'YouTube', url: 'https://www.youtube.com/@okomfokwamemensah', icon: 'youtube' },
    ],
  },
  {
    name: 'Okomfo Akosua Agyeman',
    role: 'Priestess',
    image: { src: '/team/akosua-agyeman.svg', width: 240, height: 240 },
    socialLinks: [
      { platform: 'Instagram', url: 'https://www.instagram.com/okomfo.akosua', icon: 'instagram' },
      { platform: 'Facebook', url: 'https://www.facebook.com/okomfo.akosua.agyeman', icon: 'facebook' },
    ],
  },
  {
    name: 'Yaw Darko',
    role: 'Herbalist',
    image: { src: '/team/yaw-darko.svg', width: 240, height: 240 },
    socialLinks: [
      { platform: 'Facebook', url: 'https://www.facebook.com/yaw.darko.herbs', icon: 'facebook' },
      { platform: 'TikTok', url: 'https://www.tiktok.com/@yawdarkoherbs', icon: 'tiktok' },
    ],
  },
  {
    name: 'Ama Serwaa Ofori',
    role: 'Health Care Professional',
    image: { src: '/team/ama-serwaa-ofori.svg', width: 240, height: 240 },
    socialLinks: [
      { platform: 'Instagram', url: 'https://www.instagram.com/amaserwaa.ofori', icon: 'instagram' },
      { platform: 'X', url: 'https://x.com/amaserwaaofori', icon: 'x' },
    ],
  },
  {
    name: 'Rev. Kojo Appiah',
    role: 'Reverend',
    image: { src: '/team/kojo-appiah.svg', width: 240, height: 240 },
    socialLinks: [
      { platform: 'Facebook', url: 'https://www.facebook.com/rev.kojo.appiah', icon: 'facebook' },
      { platform: 'YouTube', url: 'https://www.youtube.com/@revkojoappiah', icon: 'youtube' },
    ],
  },
  {
    name: 'Okomfo Kofi Boateng',
    role: 'Priest',
    image: { src: '/team/kofi-boateng.svg', width: 240, height: 240 },
    socialLinks: [
      { platform: 'Instagram', url: 'https://www.instagram.com/okomfo.kofi', icon: 'instagram' },
      { platform: 'TikTok', url: 'https://www.tiktok.com/@okomfokofi', icon: 'tiktok' },
    ],
  },
  {
    name: 'Okomfo Efua Asantewaa',
    role: 'Priestess',
    image: { src: '/team/efua-asantewaa.svg', width: 240, height: 240 },
    socialLinks: [
      { platform: 'Facebook', url: 'https://www.facebook.com/okomfo.efua.asantewaa', icon: 'facebook' },
      { platform: 'Instagram', url: 'https://www.instagram.com/okomfo.efua', icon: 'instagram' },
    ],
  },
  {
    name: 'Abena Owusu',
    role: 'Herbalist',
    image: { src: '/team/abena-owusu.svg', width: 240, height: 240 },
    socialLinks: [
      { platform: 'Instagram', url: 'https://www.instagram.com/abena.owusu.herbs', icon: 'instagram' },
      { platform: 'Facebook', url: 'https://www.facebook.com/abena.owusu.herbs', icon: 'facebook' },
    ],
  },
  {
    name: 'Kwabena Adjei',
    role: 'Health Care Professional',
    image: { src: '/team/kwabena-adjei.svg', width: 240, height: 240 },
    socialLinks: [
      { platform: 'X', url: 'https://x.com/kwabenaadjei_bts', icon: 'x' },
      { platform: 'Facebook', url: 'https://www.facebook.com/kwabena.adjei.bts', icon: 'facebook' },
    ],
  },
  {
    name: 'Rev. Esi Quaye',
    role: 'Reverend',
    image: { src: '/team/esi-quaye.svg', width: 240, height: 240 },
    socialLinks: [
      { platform: 'Instagram', url: 'https://www.instagram.com/rev.esi.quaye', icon: 'instagram' },
      { platform: 'YouTube', url: 'https://www.youtube.com/@revesiquaye', icon: 'youtube' },
    ],
  },
  {
    name: 'Akua Donkor',
    role: 'Health Care Professional',
    image: { src: '/team/akua-donkor.jpg' },
    socialLinks: [
      { platform: 'Facebook', url: 'https://www.facebook.com/akua.donkor.care', icon: 'facebook' },
      { platform: 'Instagram', url: 'https://www.instagram.com/akua.donkor.care', icon: 'instagram' },
    ],
  },
];
