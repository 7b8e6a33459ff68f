import { ReadMore } from '@/components/team/read-more';
import { splitParagraphsAtTeaser } from '@/lib/site/teaser';

// Hidden on small screens until Read More is pressed.
const BEYOND_TEASER = 'max-md:group-data-[expanded=false]/bio:hidden';
const ELLIPSIS = 'hidden max-md:group-data-[expanded=false]/bio:inline';

export function FounderBiography({ paragraphs }: { paragraphs: string[] }) {
  const split = splitParagraphsAtTeaser(paragraphs);
  if (!split.truncated) {
    return (
      <div className="space-y-4">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    );
  }
  const lastLead = split.paragraphs.findLastIndex((part) => part.lead !== '');
  return (
    <ReadMore>
      {split.paragraphs.map((part, index) =>
        part.lead ? (
          <p key={index}>
            {part.lead}
            {part.rest ? <span className={BEYOND_TEASER}>{part.rest}</span> : null}
            {index === lastLead ? (
              <span aria-hidden="true" className={ELLIPSIS}>
                …
              </span>
            ) : null}
          </p>
        ) : (
          <p key={index} className={BEYOND_TEASER}>
            {part.rest}
          </p>
        ),
      )}
    </ReadMore>
  );
}
