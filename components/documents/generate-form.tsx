"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import Link from "next/link";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { ApiError, apiRequest } from "@/lib/client/api";
import type { bulkShape, DocumentResponse, TemplateFieldResponse, VariableDefaultsResponse } from "@/lib/documents";
import { ReadOnlyNote, gated } from "@/components/ui/role";

type BulkSummary = z.output<typeof bulkShape>;

const INPUT_TYPE = { string: "text", date: "date", email: "email", url: "url" } as const;

/** Answers that say who the company is (its own name, address, site, contacts, representative). */
const IDENTITY_FIELDS = new Set(["companyName", "companyAddress", "euRepresentative"]);
const isIdentity = (f: TemplateFieldResponse) => IDENTITY_FIELDS.has(f.name) || f.type === "email" || f.type === "url";

function ListInput({ field, values, onChange, error }: { field: TemplateFieldResponse; values: string[]; onChange: (v: string[]) => void; error?: string }) {
  const id = useId();
  if (field.options) {
    return (
      <fieldset aria-describedby={`${id}-hint`}>
        <legend className="mb-1 text-sm font-medium text-slate-700">
          {field.label} {field.required && <span className="text-red-600">*</span>}
        </legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {field.options.map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input
                type="checkbox"
                name={field.name}
                value={option}
                checked={values.includes(option)}
                onChange={(e) => onChange(e.target.checked ? [...values, option] : values.filter((v) => v !== option))}
              />
              {option.replace(/_/g, " ")}
            </label>
          ))}
        </div>
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {field.description}
        </p>
        {error && (
          <p role="alert" className="mt-1 text-xs text-red-600">
            {error}
          </p>
        )}
      </fieldset>
    );
  }
  const rows = values.length ? values : [""];
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-medium text-slate-700">
        {field.label} {field.required && <span className="text-red-600">*</span>}
      </legend>
      <div className="space-y-2">
        {rows.map((value, i) => (
          <div key={i} className="flex gap-2">
            <input
              aria-label={`${field.label} item ${i + 1}`}
              className={inputClass}
              value={value}
              placeholder={Array.isArray(field.example) ? field.example[i % field.example.length] : undefined}
              onChange={(e) => onChange(rows.map((v, j) => (j === i ? e.target.value : v)))}
            />
            <Button
              variant="ghost"
              aria-label={`Remove ${field.label} item ${i + 1}`}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
              disabled={rows.length === 1 && value === ""}
            >
              ✕
            </Button>
          </div>
        ))}
      </div>
      <Button variant="secondary" className="mt-2" onClick={() => onChange([...rows, ""])}>
        Add item
      </Button>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {field.description}
      </p>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The `{path, message}` items of a template's `validation_failed` error in a bulk answer. */
function issuesOf(error: BulkSummary["errors"][number]["error"]): { message: string }[] {
  return Array.isArray(error.details) ? (error.details as { message: string }[]) : [];
}

const OUTCOME = {
  created: () => "new",
  versioned: (v: number) => `updated: version ${v}`,
  unchanged: (v: number) => `unchanged (version ${v})`,
} as const;

function BulkResult({ summary, templateNames }: { summary: BulkSummary; templateNames: Readonly<Record<string, string>> }) {
  return (
    <div className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm" role="status">
      <p className="font-medium text-slate-800">
        {summary.documents.length === 1 ? "1 document generated" : `${summary.documents.length} documents generated`}
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {summary.documents.map((d, i) => (
          <li key={d.id}>
            <Link className="text-brand-600 hover:underline" href={`/documents/${d.id}`}>
              {d.title}
            </Link>{" "}
            <span className="text-xs text-slate-500">{OUTCOME[summary.results[i]?.outcome ?? "created"](d.version)}</span>
          </li>
        ))}
      </ul>
      {summary.errors.length > 0 && (
        <div className="rounded-md bg-amber-50 p-3 text-amber-950">
          <p className="font-medium">Not generated</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {summary.errors.map((e) => (
              <li key={e.templateId}>
                <span className="font-medium">{templateNames[e.templateId] ?? "A template"}</span>:{" "}
                {issuesOf(e.error).length
                  ? issuesOf(e.error)
                      .map((i) => i.message)
                      .join("; ")
                  : e.error.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

export type GenerateTarget = { templateId: string } | { frameworkId: string };

/**
 * The generate form, built from typed fields: one template's (then it opens the new document), or
 * the union of a framework's templates' fields (then it lists the generated set).
 */
function GenerateFormUngated({
  target,
  fields,
  defaults = {},
  templateNames = {},
}: {
  target: GenerateTarget;
  fields: TemplateFieldResponse[];
  /** Answers the account already gives (`GET /api/v1/documents/variable-defaults`). */
  defaults?: VariableDefaultsResponse["variables"];
  /** For a framework's set: each template's name by id, to name the ones skipped. */
  templateNames?: Readonly<Record<string, string>>;
}) {
  const router = useRouter();
  const [values, setValues] = useState<Record<string, string | string[]>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, defaults[f.name] ?? (f.type === "string[]" ? [] : "")])),
  );
  // Fields changed since the last submit no longer show that submit's error.
  const [edited, setEdited] = useState<Set<string>>(() => new Set());
  const update = (name: string, value: string | string[]) => {
    setValues((s) => ({ ...s, [name]: value }));
    setEdited((e) => (e.has(name) ? e : new Set(e).add(name)));
  };
  const mutation = useMutation({
    mutationFn: async () => {
      const variables = Object.fromEntries(
        Object.entries(values)
          .map(([k, v]) => [k, Array.isArray(v) ? v.map((x) => x.trim()).filter(Boolean) : v.trim()] as const)
          .filter(([, v]) => (Array.isArray(v) ? v.length > 0 : v !== "")),
      );
      if ("templateId" in target) {
        return apiRequest<DocumentResponse>("/api/v1/documents/generate", { body: { templateId: target.templateId, variables } });
      }
      return apiRequest<BulkSummary>("/api/v1/documents/generate/bulk", { body: { frameworkId: target.frameworkId, variables } });
    },
    onSuccess: (data) => {
      if ("id" in data) router.push(`/documents/${data.id}`);
      else router.refresh();
    },
  });
  const result = mutation.data;
  const issues = mutation.error instanceof ApiError ? mutation.error.issues() : [];
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.replace(/^variables\./, "").split(".")[0];
    if (!edited.has(name)) errors[name] ??= issue.message;
  }
  const formError = mutation.error && issues.length === 0 ? mutation.error.message : undefined;
  // Examples fill only empty answers, and never who the company is: the example company's name,
  // address, site and e-mail addresses must not end up in a real account's documents.
  const fillable = fields.filter((f) => !isIdentity(f));
  const fillExamples = () => {
    setValues((s) =>
      Object.fromEntries(
        Object.entries(s).map(([name, v]) => {
          const f = fillable.find((x) => x.name === name);
          const empty = Array.isArray(v) ? v.every((x) => x.trim() === "") : v.trim() === "";
          return [name, f && empty ? (Array.isArray(f.example) ? [...f.example] : f.example) : v];
        }),
      ),
    );
    setEdited(new Set(fillable.map((f) => f.name)));
  };

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        setEdited(new Set());
        mutation.mutate();
      }}
    >
      <div className="flex justify-end">
        <Button variant="ghost" onClick={fillExamples} title="Your company's name, address, website and e-mail addresses are never filled with examples">
          Fill other empty answers with examples
        </Button>
      </div>
      {fields.map((field) =>
        field.type === "string[]" ? (
          <ListInput
            key={field.name}
            field={field}
            values={values[field.name] as string[]}
            error={errors[field.name]}
            onChange={(v) => update(field.name, v)}
          />
        ) : (
          <div key={field.name}>
            <label htmlFor={`f-${field.name}`} className="mb-1 block text-sm font-medium text-slate-700">
              {field.label} {field.required && <span className="text-red-600">*</span>}
            </label>
            <input
              id={`f-${field.name}`}
              name={field.name}
              type={INPUT_TYPE[field.type]}
              required={field.required}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={`f-${field.name}-hint${errors[field.name] ? ` f-${field.name}-error` : ""}`}
              className={inputClass}
              placeholder={typeof field.example === "string" ? field.example : undefined}
              value={values[field.name] as string}
              onChange={(e) => update(field.name, e.target.value)}
            />
            <p id={`f-${field.name}-hint`} className="mt-1 text-xs text-slate-500">
              {field.description}
            </p>
            {errors[field.name] && (
              <p id={`f-${field.name}-error`} role="alert" className="mt-1 text-xs text-red-600">
                {errors[field.name]}
              </p>
            )}
          </div>
        ),
      )}
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {formError}
        </p>
      )}
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="text-sm text-red-700">
          {Object.keys(errors).length === 1 ? "1 field needs attention." : `${Object.keys(errors).length} fields need attention.`}
        </p>
      )}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? "Generating…" : "templateId" in target ? "Generate document" : "Generate all documents"}
      </Button>
      {result && "documents" in result && <BulkResult summary={result} templateNames={templateNames} />}
    </form>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const GenerateForm = gated("member", GenerateFormUngated, <ReadOnlyNote>Generating documents needs the member role or higher.</ReadOnlyNote>);
