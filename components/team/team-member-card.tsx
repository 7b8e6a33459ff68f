import { Picture } from '@/components/ui/picture';
import { Icon } from '@/components/ui/icon';
import type { TeamMember } from '@/content/schema/team';
import { NEW_TAB } from '@/lib/site/external-links';

export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <article className="flex h-full flex-col items-center rounded-xl border border-stone-200 bg-white p-4 text-center shadow-sm">
      <Picture
        src={member.image.src}
        layout="teamCard"
        alt={`Portrait of ${member.name}`}
        className="h-28 w-28 rounded-full object-cover sm:h-32 sm:w-32"
      />
      <h3 className="mt-3 font-serif text-base leading-snug font-bold text-brand-900">{member.name}</h3>
      <p className="mt-1 text-sm font-medium text-gold-800">{member.role}</p>
      <ul className="mt-auto flex gap-1 pt-3">
        {member.socialLinks.map((link) => (
          <li key={link.url}>
            <a
              href={link.url}
              {...NEW_TAB}
              aria-label={`${member.name} on ${link.platform}`}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full text-brand-700 transition-colors hover:bg-brand-50"
            >
              <Icon name={link.icon} className="h-5 w-5" />
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}
