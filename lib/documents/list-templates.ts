import type { PageRequest } from "@/lib/pagination";
import { pageArray } from "@/lib/pagination";
import { templates } from "./internal/templates";
import { toTemplateView } from "./internal/template-view";

export function listTemplates(page: PageRequest) {
  return pageArray(templates.map(toTemplateView), page);
}
