import { DATA_TYPES, PRACTICE_KEYS, PRACTICES } from "@/lib/monitoring";
import type { QuestionnaireData } from "./schedule-form";

const DATA_TYPE_LABEL: Record<(typeof DATA_TYPES)[number], string> = {
  personal_data: "Personal data",
  sensitive_data: "Sensitive (special-category) data",
  health_data: "Health data",
  payment_cards: "Payment card data",
  children_data: "Children's data",
};

/** The schedule form's questions, shared by the create and edit pages. */
export function questionnaire(frameworks: QuestionnaireData["frameworks"]): QuestionnaireData {
  return {
    frameworks,
    practices: PRACTICE_KEYS.map((k) => ({ key: k, label: PRACTICES[k].label, question: PRACTICES[k].question })),
    dataTypes: DATA_TYPES.map((k) => ({ key: k, label: DATA_TYPE_LABEL[k] })),
  };
}
