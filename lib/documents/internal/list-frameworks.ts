import { builtinFrameworks } from "@/lib/frameworks";
import { pageArray, type PageRequest } from "@/lib/pagination";
import { templates } from "./templates";

/** Built-in frameworks that have at least one template, with those templates and their categories. */
export function frameworksWithTemplates() {
  return builtinFrameworks
    .map((f) => {
      const list = templates.filter((t) => t.frameworks.includes(f.id));
      return {
        id: f.id,
        name: f.name,
        templateCount: list.length,
        templateIds: list.map((t) => t.id),
        categories: [...new Set(list.map((t) => t.category))],
      };
    })
    .filter((f) => f.templateCount > 0);
}

export function listDocumentFrameworks(page: PageRequest) {
  return pageArray(frameworksWithTemplates(), page);
}
