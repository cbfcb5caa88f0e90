import { randomUUID } from 'node:crypto';
import type { QuestionnaireKind } from '../../db/database';

/**
 * How each questionnaire's total is coded in FHIR. LOINC has a total-score code for the GAD-7
 * (70274-6, "Generalized anxiety disorder 7 item (GAD-7) total score"); the PHQ-9's total
 * (44261-6) scores nine items from 0 to 27 and is not the PHQ-8's, and neither the Work and
 * Social Adjustment Scale nor the app's own wellbeing measure has one, so those totals carry
 * their name as text only (README, "The client's rights").
 */
export const TOTAL_CODES: Record<
  QuestionnaireKind,
  { text: string; loinc?: { code: string; display: string } }
> = {
  phq8: { text: 'PHQ-8 total score' },
  gad7: {
    text: 'GAD-7 total score',
    loinc: { code: '70274-6', display: 'Generalized anxiety disorder 7 item (GAD-7) total score' },
  },
  wsas: { text: 'Work and Social Adjustment Scale (WSAS) total score' },
  wellbeing: { text: 'Wellbeing measure total score' },
};

export interface AnsweredQuestionnaire {
  id: unknown;
  kind: QuestionnaireKind;
  answers: number[];
  total_score: number | null;
  posted_at: Date | string;
}

const instant = (value: Date | string): string =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** The Bundle's opening: a collection whose first entry is the client as a Patient. */
export function bundleStart(chargeUuid: string, at: Date): string {
  const patient = {
    fullUrl: `urn:uuid:${chargeUuid}`,
    resource: {
      resourceType: 'Patient',
      identifier: [{ system: 'urn:ietf:rfc:3986', value: `urn:uuid:${chargeUuid}` }],
    },
  };
  return `{"resourceType":"Bundle","type":"collection","timestamp":${JSON.stringify(at.toISOString())},"entry":[${JSON.stringify(patient)}`;
}

export const BUNDLE_END = ']}';

/**
 * One answered questionnaire as Bundle entries (each written after a comma): its
 * QuestionnaireResponse, an item per answer in the app's order, and an Observation of its total
 * where it has one, derived from the response.
 */
export function questionnaireEntries(row: AnsweredQuestionnaire, chargeUuid: string): string {
  const subject = { reference: `urn:uuid:${chargeUuid}` };
  const responseUrl = `urn:uuid:${randomUUID()}`;
  const authored = instant(row.posted_at);
  const entries: unknown[] = [
    {
      fullUrl: responseUrl,
      resource: {
        resourceType: 'QuestionnaireResponse',
        identifier: { system: `urn:portal:questionnaire:${row.kind}`, value: String(row.id) },
        status: 'completed',
        subject,
        authored,
        item: row.answers.map((answer, index) => ({
          linkId: `${row.kind}-${index + 1}`,
          answer: [{ valueInteger: answer }],
        })),
      },
    },
  ];
  if (row.total_score !== null) {
    const { text, loinc } = TOTAL_CODES[row.kind];
    entries.push({
      fullUrl: `urn:uuid:${randomUUID()}`,
      resource: {
        resourceType: 'Observation',
        status: 'final',
        category: [
          {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/observation-category',
                code: 'survey',
              },
            ],
          },
        ],
        code: loinc
          ? {
              coding: [{ system: 'http://loinc.org', code: loinc.code, display: loinc.display }],
              text,
            }
          : { text },
        subject,
        effectiveDateTime: authored,
        valueInteger: row.total_score,
        derivedFrom: [{ reference: responseUrl }],
      },
    });
  }
  return entries.map((entry) => `,${JSON.stringify(entry)}`).join('');
}
