import { pageArray, type PageRequest } from "@/lib/pagination";
import { documentCategories } from "./internal/categories";
import { templates } from "./internal/templates";

/** The library's categories, each with the templates in it. */
export function listCategories(page: PageRequest) {
  const all = documentCategories.map((c) => {
    const ids = templates.filter((t) => t.category === c.id).map((t) => t.id);
    return { ...c, templateCount: ids.length, templateIds: ids };
  });
  return pageArray(all, page);
}
