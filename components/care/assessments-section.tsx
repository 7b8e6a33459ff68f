import type { CareCentreCopy } from '@/lib/types/assessment';
import { AssessmentCard } from '@/components/care/assessment-card';
import { LifestyleAssessment } from '@/components/care/lifestyle-assessment';
import { StressorsAssessment } from '@/components/care/stressors-assessment';

export function AssessmentsSection({ copy }: { copy: CareCentreCopy['assessments'] }) {
  return (
    <section aria-labelledby="assessments-title" className="bg-brand-50">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
        <h2 id="assessments-title" className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">
          {copy.title}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-stone-700">{copy.intro}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <AssessmentCard copy={copy.lifestyle}>
            <LifestyleAssessment title={copy.lifestyle.title} buttonLabel={copy.lifestyle.button} />
          </AssessmentCard>
          <AssessmentCard copy={copy.stressors}>
            <StressorsAssessment title={copy.stressors.title} buttonLabel={copy.stressors.button} />
          </AssessmentCard>
        </div>
      </div>
    </section>
  );
}
