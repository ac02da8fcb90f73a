import { renderTemplate } from "./render";
import type { DocumentTemplate, Variables } from "./types";

/** Every field's example, so that the preview shows the conditional sections too. */
export function exampleVariables(t: DocumentTemplate): Variables {
  const vars: Variables = {};
  for (const f of t.fields) vars[f.name] = Array.isArray(f.example) ? [...f.example] : f.example;
  return vars;
}

const previews = new WeakMap<DocumentTemplate, string>();

/** The template rendered with its examples (computed once per template). */
export function templatePreview(t: DocumentTemplate): string {
  let p = previews.get(t);
  if (p === undefined) {
    p = renderTemplate(t, exampleVariables(t)).content;
    previews.set(t, p);
  }
  return p;
}
