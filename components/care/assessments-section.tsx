import type { CareCentreCopy } from '@/content/schema/assessment';
import { AssessmentCard } from '@/components/care/assessment-card';
import { LifestyleAssessment } from '@/components/care/lifestyle-assessment';
import { StressorsAssessment } from '@/components/care/stressors-assessment';
import { TitledSection } from '@/components/ui/titled-section';
import { carePrivacyNote } from '@/lib/assessments/care-follow-up-words';
import { serverEnv } from '@/lib/server/env';

// The page is prerendered, so how long the care centre keeps a result sent to it is read here, when the page is
// built, and handed to the assessments' code with their words.
export function AssessmentsSection({ copy }: { copy: CareCentreCopy['assessments'] }) {
  const retentionDays = serverEnv('CARE_RETENTION_DAYS');
  return (
    <TitledSection id="assessments-title" title={copy.title} tone="tint">
      <p className="mt-3 max-w-3xl text-lg text-stone-700">{copy.intro}</p>
      <p className="mt-3 max-w-3xl text-stone-700">{carePrivacyNote(retentionDays)}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <AssessmentCard copy={copy.lifestyle}>
          <LifestyleAssessment
            title={copy.lifestyle.title}
            buttonLabel={copy.lifestyle.button}
            retentionDays={retentionDays}
          />
        </AssessmentCard>
        <AssessmentCard copy={copy.stressors}>
          <StressorsAssessment
            title={copy.stressors.title}
            buttonLabel={copy.stressors.button}
            retentionDays={retentionDays}
          />
        </AssessmentCard>
      </div>
    </TitledSection>
  );
}
