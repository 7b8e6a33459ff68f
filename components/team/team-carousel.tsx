import { Carousel } from '@/components/ui/carousel';
import { TeamMemberCard } from '@/components/team/team-member-card';
import { TEAM_PAGE_SIZES } from '@/lib/site/carousel';
import type { TeamMember } from '@/content/schema/team';

export function TeamCarousel({ members }: { members: TeamMember[] }) {
  return (
    <Carousel
      label="Team members"
      pageSizes={TEAM_PAGE_SIZES}
      hint="Swipe or tap the dots to see more of the team."
      listClassName="grid grid-cols-2 gap-4 md:grid-cols-5"
    >
      {members.map((member) => (
        <TeamMemberCard key={member.name} member={member} />
      ))}
    </Carousel>
  );
}
