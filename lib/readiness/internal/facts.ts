import { documentKindOfTemplate } from "@/lib/documents";
import type { DocumentFact, DocumentVersionFact } from "./types";

/**
 * An approved document as the model weighs it: by the kind of its template (the documents domain's answer), so
 * renaming a template never changes what a document counts for, with the approved version that counts.
 */
export function documentFactsOf(documents: readonly { id: string; title: string; templateId: string; version?: DocumentVersionFact }[]): DocumentFact[] {
  return documents.map((d) => ({ id: d.id, title: d.title, kind: documentKindOfTemplate(d.templateId), ...(d.version ? { version: d.version } : {}) }));
}
