import { DATA_TYPES, PRACTICE_KEYS, PRACTICES } from "@/lib/monitoring/schemas";
import { DATA_TYPE_LABELS } from "@/lib/format/labels";
import type { ScheduleResponse } from "@/lib/monitoring";
import type { QuestionnaireData } from "./schedule-form";

type Profile = ScheduleResponse["businessProfile"];

/**
 * What a new schedule's questionnaire starts from: the company profile the account already holds — its newest
 * schedule's answers (the company does not change with the framework) — else the account's name. `from` says which, for
 * the form's note; null when there is nothing to start from.
 */
export function profilePrefill(
  schedules: readonly Pick<ScheduleResponse, "businessProfile" | "createdAt">[],
  accountName: string,
): { profile: Profile; from: "schedule" | "account" } {
  const newest = [...schedules].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  if (newest) return { profile: newest.businessProfile, from: "schedule" };
  return {
    profile: { companyName: accountName, regions: [], dataTypes: ["personal_data"], practices: Object.fromEntries(PRACTICE_KEYS.map((k) => [k, false])) },
    from: "account",
  };
}

/** The schedule form's questions, shared by the create and edit pages. */
export function questionnaire(frameworks: QuestionnaireData["frameworks"]): QuestionnaireData {
  return {
    frameworks,
    practices: PRACTICE_KEYS.map((k) => ({ key: k, label: PRACTICES[k].label, question: PRACTICES[k].question })),
    dataTypes: DATA_TYPES.map((k) => ({ key: k, label: DATA_TYPE_LABELS[k] })),
  };
}
