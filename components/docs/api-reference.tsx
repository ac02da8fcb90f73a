import { markdownInlineToHtml, markdownToHtml } from "@/lib/format/markdown-html";
import { prose } from "@/lib/format/prose";
import type { ReferenceField, ReferenceOperation, ReferenceTag } from "./reference-model";

const METHOD_TONES: Record<string, string> = {
  GET: "bg-sky-100 text-sky-800",
  POST: "bg-emerald-100 text-emerald-800",
  PUT: "bg-amber-100 text-amber-800",
  PATCH: "bg-violet-100 text-violet-800",
  DELETE: "bg-red-100 text-red-800",
};

const PROSE = prose(
  "min-w-0 break-words text-sm leading-6 text-slate-700 [&_a]:text-brand-600 [&_a]:underline [&_code]:rounded [&_code]:bg-slate-100",
  "[&_code]:px-1 [&_code]:text-[0.85em] [&_li]:my-0.5 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-5",
);

function Inline({ text, className = "" }: { text: string; className?: string }) {
  return (
    <span className={`[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 ${className}`} dangerouslySetInnerHTML={{ __html: markdownInlineToHtml(text) }} />
  );
}

function Fields({ caption, fields, location }: { caption: string; fields: (ReferenceField & { in?: string })[]; location?: boolean }) {
  return (
    <div className="min-w-0">
      <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{caption}</h4>
      <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
        {fields.map((f) => (
          <li key={`${f.in ?? ""}:${f.name}`} className="px-3 py-1.5 text-sm">
            <code className="break-all font-mono text-xs font-semibold text-slate-900">{f.name}</code>{" "}
            <span className="break-words font-mono text-xs text-slate-500">
              {f.type}
              {location && f.in ? ` · in ${f.in}` : ""}
              {f.required ? " · required" : ""}
            </span>
            {f.description && <Inline text={f.description} className="block break-words text-xs text-slate-600" />}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Operation({ op }: { op: ReferenceOperation }) {
  return (
    <details id={op.id} data-op={op.search} className="group border-t border-slate-100 first:border-t-0">
      <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-2 hover:bg-slate-50">
        <span className={`w-16 shrink-0 rounded px-1.5 text-center font-mono text-xs font-semibold ${METHOD_TONES[op.method] ?? "bg-slate-100"}`}>
          {op.method}
        </span>
        <code className="min-w-0 break-all font-mono text-sm text-slate-900">{op.path}</code>
        <span className="min-w-0 text-sm text-slate-600">{op.summary}</span>
      </summary>
      <div className="space-y-3 px-4 pb-4 pt-1">
        {op.description && <div className={PROSE} dangerouslySetInnerHTML={{ __html: markdownToHtml(op.description) }} />}
        <p className="text-xs text-slate-600">
          <span className="font-semibold text-slate-700">Credentials:</span> {op.auth.join(", ")}
          <span className="mx-2 text-slate-300">·</span>
          <a href={`#/${encodeURIComponent(op.tag)}/${op.id}`} className="text-brand-600 hover:underline" data-interactive-link>
            Schemas and examples in the interactive reference
          </a>
        </p>
        {op.params.length > 0 && <Fields caption="Parameters" fields={op.params} location />}
        {op.body && op.body.fields.length > 0 && <Fields caption={`Body (${op.body.contentType})`} fields={op.body.fields} />}
        <div>
          <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">Answers</h4>
          <ul className="space-y-0.5 text-sm">
            {op.responses.map((r) => (
              <li key={r.status} className="flex gap-2">
                <code className="w-10 shrink-0 font-mono text-xs font-semibold text-slate-900">{r.status}</code>
                <Inline text={r.description} className="min-w-0 break-words text-xs text-slate-600" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}

/** Every operation by tag, folded: rendered on the server so the page is readable before any script runs. */
export function ApiReference({ tags }: { tags: ReferenceTag[] }) {
  return (
    <div className="space-y-3" data-testid="api-reference">
      {tags.map((tag) => (
        <details key={tag.name} data-tag={tag.name} className="rounded-lg border border-slate-200 bg-white">
          <summary className="cursor-pointer px-4 py-3">
            <span className="text-base font-semibold text-slate-900">{tag.name}</span>{" "}
            <span className="text-xs text-slate-500">
              {tag.operations.length} operation{tag.operations.length === 1 ? "" : "s"}
            </span>
            {tag.description && <Inline text={tag.description} className="mt-0.5 block text-sm text-slate-600" />}
          </summary>
          <div className="border-t border-slate-200">
            {tag.operations.map((op) => (
              <Operation key={op.id} op={op} />
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
