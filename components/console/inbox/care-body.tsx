import { stressBandAdvice } from '@/content/assessments/stressors';
import { careFollowUpBody, type CareFollowUpBody, type CareResult } from '@/content/schema/care-follow-up';
import { STRESS_BANDS } from '@/lib/assessments/stress-bands';
import { formatTime } from '@/lib/console/console-format';
import type { InboxItem } from '@/lib/inbox/inbox-store';

// A care follow-up as staff read it on a phone: the assessment, its result in the public result's words, then each
// topic or category with its result, opening onto its questions and the answers given, and when it will be deleted.
// Who sent it (name, phone, e-mail) is shown by the page around it.

/** 'Yes to 3 of 10', with the percentage and the band where the assessment has bands. */
function resultWords(result: CareResult): string {
  const count = `Yes to ${result.yes} of ${result.answered}`;
  return result.band ? `${count} · ${result.percentage}% · ${result.words}` : count;
}

function Swatch({ band }: { band: CareResult['band'] }) {
  const colour = STRESS_BANDS.find((known) => known.id === band)?.colour;
  if (!colour) return null;
  return <span className="inline-block h-3 w-3 shrink-0 rounded-sm" style={{ backgroundColor: colour }} aria-hidden />;
}

function Overall({ body }: { body: CareFollowUpBody }) {
  const { overall } = body.results;
  return (
    <div className="mt-2 rounded-lg bg-stone-100 p-3">
      <p className="flex items-center gap-2 font-semibold">
        <Swatch band={overall.band} />
        {overall.words}
      </p>
      <p className="mt-1">
        {body.assessment === 'lifestyle'
          ? `Yes to ${overall.yes} of ${overall.answered} statements.`
          : `Overall ${overall.percentage}%: Yes to ${overall.yes} of ${overall.answered} questions.`}
      </p>
      {overall.band ? <p className="mt-1 text-stone-700">{stressBandAdvice[overall.band]}</p> : null}
    </div>
  );
}

function Answers({ body }: { body: CareFollowUpBody }) {
  return (
    <ul className="mt-2 space-y-2">
      {body.results.categories.map((category) => {
        const answers = body.answers.filter((answer) => answer.group === category.name);
        return (
          <li key={category.name}>
            <details className="rounded-lg border border-stone-200">
              <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 p-3">
                <Swatch band={category.band} />
                <span className="font-semibold">{category.name}</span>
                <span className="text-stone-700">{resultWords(category)}</span>
              </summary>
              <ol className="space-y-2 border-t border-stone-200 p-3">
                {answers.map((answer, index) => (
                  <li key={index} className="flex gap-3">
                    <span className={`w-9 shrink-0 ${answer.answer === 'Yes' ? 'font-bold' : 'text-stone-700'}`}>
                      {answer.answer}
                    </span>
                    <span className="break-words">{answer.question}</span>
                  </li>
                ))}
              </ol>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/** A care follow-up's body: the assessment, its result, every question with its answer, and its deletion time. */
export function CareBody({ item }: { item: InboxItem }) {
  const parsed = careFollowUpBody.safeParse(item.body);
  if (!parsed.success) return <p className="mt-3">The answers of this follow-up could not be read.</p>;
  const body = parsed.data;
  const groups = body.assessment === 'lifestyle' ? 'topic' : 'category';
  return (
    <>
      <Overall body={body} />
      <h3 className="mt-4 font-semibold">Result by {groups}, and the answers</h3>
      <p className="text-stone-700">Open a {groups} to read its questions and the answers given.</p>
      <Answers body={body} />
      {body.emailResult ? (
        <p className="mt-3">They asked for their result by e-mail, with a link to delete it.</p>
      ) : null}
      {item.keepUntil ? (
        <p className="mt-3">
          Kept until{' '}
          <time dateTime={item.keepUntil.toISOString()} className="font-semibold">
            {formatTime(item.keepUntil)}
          </time>
          , then deleted automatically.
        </p>
      ) : null}
    </>
  );
}
