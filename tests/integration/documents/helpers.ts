import { getTemplate } from "@/lib/documents/internal/templates";
import { realisticVariables, variablesFor } from "../../unit/documents/fixtures";

export { realisticVariables };

export function variablesOf(templateId: string): Record<string, string | string[]> {
  return variablesFor(getTemplate(templateId)!);
}
