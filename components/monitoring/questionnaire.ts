import { DATA_TYPES, PRACTICE_KEYS, PRACTICES } from "@/lib/monitoring/schemas";
import { DATA_TYPE_LABELS } from "@/lib/format/labels";
import type { QuestionnaireData } from "./schedule-form";

/** The schedule form's questions, shared by the create and edit pages. */
export function questionnaire(frameworks: QuestionnaireData["frameworks"]): QuestionnaireData {
  return {
    frameworks,
    practices: PRACTICE_KEYS.map((k) => ({ key: k, label: PRACTICES[k].label, question: PRACTICES[k].question })),
    dataTypes: DATA_TYPES.map((k) => ({ key: k, label: DATA_TYPE_LABELS[k] })),
  };
}
