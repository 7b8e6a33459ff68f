import { z } from 'zod';

// The two shapes browsers send a policy violation in, and nothing else: the older `report-uri` one (Firefox, WebKit,
// older engines) and the Reporting API's batch (Chromium's `report-to`). Only the fields the count needs are read;
// whatever else a browser adds is let through unread, since engines add fields over the years.

const disposition = z.string().optional();

/** `Content-Type: application/csp-report`: one violation under "csp-report", with the keys in kebab-case. */
const legacyCspReport = z.object({
  'csp-report': z
    .object({
      'document-uri': z.string(),
      'violated-directive': z.string().optional(),
      'effective-directive': z.string().optional(),
      // Some engines leave it out, or send null, where nothing had an address.
      'blocked-uri': z.string().nullish(),
      disposition,
    })
    .refine((report) => report['effective-directive'] !== undefined || report['violated-directive'] !== undefined, {
      message: 'The report names no directive.',
    }),
});
type LegacyCspReport = z.infer<typeof legacyCspReport>;

/** One entry of a Reporting API batch of type "csp-violation". */
const cspViolationEntry = z.object({
  type: z.literal('csp-violation'),
  url: z.string(),
  body: z.object({
    documentURL: z.string(),
    effectiveDirective: z.string(),
    blockedURL: z.string().nullish(),
    disposition,
  }),
});
type CspViolationEntry = z.infer<typeof cspViolationEntry>;

/**
 * `Content-Type: application/reports+json`: a batch of reports of any type. Each is checked against its own shape
 * afterwards, so that the entries of other types (deprecations, interventions, …) are passed over, not refused.
 */
const reportingBatch = z.array(z.looseObject({ type: z.string() }));

/** A violation as both shapes say it, before it is reduced to what is kept. */
export type CspViolation = {
  documentUrl: string;
  /** The effective directive, or what the older shape calls the violated one (sometimes with its sources after it). */
  directive: string;
  blocked: string;
  /** 'enforce' when the browser blocked it; 'report' under a report-only policy. */
  disposition: string;
};

export type ParsedReports = { ok: true; violations: CspViolation[] } | { ok: false; reason: string };

/** Where in the body: "csp-report.document-uri", "[3].body.documentURL". */
function pathWords(path: readonly PropertyKey[]): string {
  return path.reduce<string>((words, key) => {
    if (typeof key === 'number') return `${words}[${key}]`;
    return words ? `${words}.${String(key)}` : String(key);
  }, '');
}

/** The first problem zod found, as a sentence naming where it is. */
function reasonOf(error: z.ZodError, before: readonly PropertyKey[] = []): ParsedReports {
  const issue = error.issues[0];
  const where = pathWords([...before, ...(issue?.path ?? [])]);
  return { ok: false, reason: `The report is malformed: ${where ? `${where}: ` : ''}${issue?.message ?? 'unknown'}` };
}

function legacyViolation(report: LegacyCspReport['csp-report']): CspViolation {
  return {
    documentUrl: report['document-uri'],
    directive: report['effective-directive'] ?? report['violated-directive'] ?? '',
    blocked: report['blocked-uri'] ?? '',
    disposition: report.disposition ?? 'enforce',
  };
}

function apiViolation({ body }: CspViolationEntry): CspViolation {
  return {
    documentUrl: body.documentURL,
    directive: body.effectiveDirective,
    blocked: body.blockedURL ?? '',
    disposition: body.disposition ?? 'enforce',
  };
}

function fromLegacy(value: unknown): ParsedReports {
  const parsed = legacyCspReport.safeParse(value);
  return parsed.success
    ? { ok: true, violations: [legacyViolation(parsed.data['csp-report'])] }
    : reasonOf(parsed.error);
}

function fromReportingApi(value: unknown): ParsedReports {
  const batch = reportingBatch.safeParse(value);
  if (!batch.success) return reasonOf(batch.error);
  const violations: CspViolation[] = [];
  for (const [index, entry] of batch.data.entries()) {
    if (entry.type !== 'csp-violation') continue;
    const parsed = cspViolationEntry.safeParse(entry);
    if (!parsed.success) return reasonOf(parsed.error, [index]);
    violations.push(apiViolation(parsed.data));
  }
  return { ok: true, violations };
}

/** The violations a parsed JSON body holds, in the shape its Content-Type named, or why it is not one. */
export function parseCspReports(shape: 'legacy' | 'reporting', value: unknown): ParsedReports {
  return shape === 'legacy' ? fromLegacy(value) : fromReportingApi(value);
}
