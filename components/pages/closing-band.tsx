import { CallToActionList } from '@/components/pages/call-to-action-list';
import type { ClosingBand as ClosingBandData } from '@/content/schema/pages';
import { TitledSection } from '@/components/ui/titled-section';

export function ClosingBand({ closing }: { closing: ClosingBandData }) {
  return (
    <TitledSection id="closing-heading" title={closing.title} tone="dark" className="max-w-4xl py-14 text-center">
      <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{closing.text}</p>
      <CallToActionList actions={closing.actions} rest="light" className="mt-8 flex flex-wrap justify-center gap-3" />
    </TitledSection>
  );
}
