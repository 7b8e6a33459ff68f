import type { CareCentreCopy } from '@/content/schema/assessment';
import { AssessmentCard } from '@/components/care/assessment-card';
import { LifestyleAssessment } from '@/components/care/lifestyle-assessment';
import { StressorsAssessment } from '@/components/care/stressors-assessment';
import { TitledSection } from '@/components/ui/titled-section';

export function AssessmentsSection({ copy }: { copy: CareCentreCopy['assessments'] }) {
  return (
    <TitledSection id="assessments-title" title={copy.title} tone="tint">
      <p className="mt-3 max-w-3xl text-lg text-stone-700">{copy.intro}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <AssessmentCard copy={copy.lifestyle}>
          <LifestyleAssessment title={copy.lifestyle.title} buttonLabel={copy.lifestyle.button} />
        </AssessmentCard>
        <AssessmentCard copy={copy.stressors}>
          <StressorsAssessment title={copy.stressors.title} buttonLabel={copy.stressors.button} />
        </AssessmentCard>
      </div>
    </TitledSection>
  );
}
