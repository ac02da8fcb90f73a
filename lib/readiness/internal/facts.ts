import { documentKindOfTemplate } from "@/lib/documents";
import type { DocumentFact } from "./types";

/**
 * A generated document as the model weighs it: by the kind of its template (the documents domain's
 * answer), so renaming a template never changes what a document counts for.
 */
export function documentFactsOf(documents: readonly { id: string; title: string; templateId: string }[]): DocumentFact[] {
  return documents.map((d) => ({ id: d.id, title: d.title, kind: documentKindOfTemplate(d.templateId) }));
}
