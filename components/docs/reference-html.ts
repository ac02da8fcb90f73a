import { markdownInlineToHtml, markdownToHtml } from "@/lib/format/markdown-html";
import type { ReferenceField, ReferenceOperation, ReferenceTag } from "./reference-model";

/**
 * The reference's markup as HTML strings, one per tag: some 260 operations as React elements made a 4 MB page (every
 * element twice, in the HTML and in the RSC payload, each with its utility classes). As strings styled by the short
 * `api-ref` classes of app/globals.css, the page is a fraction of that. Every value is escaped; Markdown goes through
 * the neutralising renderer (lib/format/markdown-html.ts).
 */

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

function fieldsHtml(caption: string, fields: (ReferenceField & { in?: string })[]): string {
  const items = fields
    .map((f) => {
      const facts = [f.type, ...(f.in ? [`in ${f.in}`] : []), ...(f.required ? ["required"] : [])].join(" · ");
      const description = f.description ? `<span class="api-ref-desc">${markdownInlineToHtml(f.description)}</span>` : "";
      return `<li><code>${escapeHtml(f.name)}</code> <span class="api-ref-type">${escapeHtml(facts)}</span>${description}</li>`;
    })
    .join("");
  return `<h4>${escapeHtml(caption)}</h4><ul class="api-ref-fields">${items}</ul>`;
}

function operationHtml(op: ReferenceOperation): string {
  const summary =
    `<summary><span class="api-ref-method api-ref-${op.method.toLowerCase()}">${op.method}</span>` +
    `<code class="api-ref-path">${escapeHtml(op.path)}</code><span class="api-ref-summary">${escapeHtml(op.summary)}</span></summary>`;
  const parts = [
    op.description ? `<div class="api-ref-prose">${markdownToHtml(op.description)}</div>` : "",
    `<p class="api-ref-auth"><b>Credentials:</b> ${escapeHtml(op.auth.join(", "))} · ` +
      `<a href="#/${escapeHtml(encodeURIComponent(op.tag))}/${escapeHtml(op.id)}">Schemas and examples in the interactive reference</a></p>`,
    op.params.length > 0 ? fieldsHtml("Parameters", op.params) : "",
    op.body && op.body.fields.length > 0 ? fieldsHtml(`Body (${op.body.contentType})`, op.body.fields) : "",
    `<h4>Answers</h4><ul class="api-ref-answers">${op.responses
      .map((r) => `<li><code>${escapeHtml(r.status)}</code><span>${markdownInlineToHtml(r.description)}</span></li>`)
      .join("")}</ul>`,
  ];
  return `<details class="api-ref-op" id="${escapeHtml(op.id)}" data-op="${escapeHtml(op.search)}">${summary}<div>${parts.join("")}</div></details>`;
}

/** The inside of one tag's `<details>`: its summary line, then its operations, folded. */
export function tagHtml(tag: ReferenceTag): string {
  const count = `${tag.operations.length} operation${tag.operations.length === 1 ? "" : "s"}`;
  const description = tag.description ? `<span class="api-ref-desc">${markdownInlineToHtml(tag.description)}</span>` : "";
  return (
    `<summary><b>${escapeHtml(tag.name)}</b> <span class="api-ref-count">${count}</span>${description}</summary>` +
    `<div>${tag.operations.map(operationHtml).join("")}</div>`
  );
}
