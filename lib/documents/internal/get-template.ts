import { ServiceError } from "@/lib/errors";
import { getTemplate } from "./templates";
import { toTemplateView } from "./template-view";

export function getTemplateView(templateId: string) {
  const t = getTemplate(templateId);
  if (!t) throw ServiceError.notFound("template");
  return toTemplateView(t);
}
