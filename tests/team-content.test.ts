import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { teamMembers } from '@/content/team';
import { founder } from '@/content/founder';
import type { Photo } from '@/lib/types/team';

const roles = ['Priest', 'Priestess', 'Herbalist', 'Health Care Professional', 'Reverend'];

function expectLocalSizedImage(photo: Photo) {
  expect(photo.src.startsWith('/')).toBe(true);
  const file = join(process.cwd(), 'public', photo.src);
  expect(existsSync(file)).toBe(true);
  // Light: every team photo is a small file.
  expect(readFileSync(file).length).toBeLessThan(20_000);
  expect(photo.width).toBeGreaterThan(0);
  expect(photo.height).toBeGreaterThan(0);
}

describe('content/team.ts', () => {
  it('names ten people, each with one of the five roles, and uses every role', () => {
    expect(teamMembers).toHaveLength(10);
    for (const member of teamMembers) expect(roles).toContain(member.role);
    expect(new Set(teamMembers.map((member) => member.role))).toEqual(new Set(roles));
    expect(new Set(teamMembers.map((member) => member.name)).size).toBe(10);
  });

  it('gives every member a local photo and at least one https social link', () => {
    for (const member of teamMembers) {
      expectLocalSizedImage(member.image);
      expect(member.socialLinks.length).toBeGreaterThan(0);
      for (const link of member.socialLinks) {
        expect(new URL(link.url).protocol).toBe('https:');
        expect(link.platform.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('content/founder.ts', () => {
  it('has the title Founder / Programs Director and a local photo', () => {
    expect(founder.title).toBe('Founder / Programs Director');
    expectLocalSizedImage(founder.image);
    expect(founder.biography.length).toBeGreaterThan(0);
  });
});
