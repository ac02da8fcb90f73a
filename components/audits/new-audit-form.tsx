"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiError, apiRequest } from "@/lib/client/api";
import type { AuditJson } from "@/lib/audits";
import { buttonClass } from "@/components/ui/button";
import { ReadOnlyNote, gated } from "@/components/ui/role";
import { AuditPeriodFields } from "./audit-period-fields";
import { prose } from "@/lib/format/prose";

export interface FrameworkOption {
  id: string;
  name: string;
  /** Unknown for custom frameworks listed without their controls. */
  controlCount: number | null;
}

interface Props {
  builtin: FrameworkOption[];
  custom: FrameworkOption[];
}

const input = prose(
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none",
  "focus:ring-1 focus:ring-brand-500",
);

/** New audit: framework picker over built-in and published custom frameworks. */
function NewAuditFormUngated({ builtin, custom }: Props) {
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [type, setType] = useState<"type_i" | "type_ii">("type_i");
  const create = useMutation({
    mutationFn: (body: Record<string, string>) => apiRequest<AuditJson>("/api/v1/audits", { body }),
    onSuccess: (audit) => router.push(`/audits/${audit.id}`),
    onError: (error) => setErrors(error instanceof ApiError ? error.fieldErrors() : {}),
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: Record<string, string> = {
      framework_id: String(form.get("framework_id") ?? ""),
      type: String(form.get("type") ?? ""),
      title: String(form.get("title") ?? ""),
    };
    const description = String(form.get("description") ?? "").trim();
    const target = String(form.get("target_completion") ?? "");
    if (description) body.description = description;
    if (target) body.target_completion = target;
    // The API takes either date set as optional; the form asks for them because populations need them later.
    for (const field of type === "type_ii" ? ["period_start", "period_end"] : ["as_of"]) body[field] = String(form.get(field) ?? "");
    setErrors({});
    create.mutate(body);
  }

  const fieldError = (name: string) =>
    errors[name] ? (
      <p className="mt-1 text-xs text-red-600" role="alert">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} className="max-w-2xl space-y-5" aria-label="New audit">
      <div>
        <label htmlFor="title" className="block text-sm font-medium text-slate-900">
          Title
        </label>
        <input id="title" name="title" required maxLength={200} className={input} placeholder="SOC 2 Type II — FY2026" />
        {fieldError("title")}
      </div>
      <div>
        <label htmlFor="framework_id" className="block text-sm font-medium text-slate-900">
          Framework
        </label>
        <select id="framework_id" name="framework_id" required className={input} defaultValue="">
          <option value="" disabled>
            Choose a framework…
          </option>
          <optgroup label="Built-in frameworks">
            {builtin.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name} ({f.controlCount} controls)
              </option>
            ))}
          </optgroup>
          {custom.length > 0 && (
            <optgroup label="Your published frameworks">
              {custom.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.controlCount === null ? f.name : `${f.name} (${f.controlCount} controls)`}
                </option>
              ))}
            </optgroup>
          )}
        </select>
        {custom.length === 0 && <p className="mt-1 text-xs text-slate-500">Published custom frameworks of your account also appear here.</p>}
        {fieldError("framework_id")}
      </div>
      <fieldset>
        <legend className="block text-sm font-medium text-slate-900">Audit type</legend>
        <div className="mt-2 flex flex-col gap-2 text-sm sm:flex-row sm:gap-6">
          <label className="flex items-center gap-2">
            <input type="radio" name="type" value="type_i" required checked={type === "type_i"} onChange={() => setType("type_i")} /> Type I (design at a point
            in time)
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="type" value="type_ii" checked={type === "type_ii"} onChange={() => setType("type_ii")} /> Type II (operating effectiveness
            over a period)
          </label>
        </div>
        {fieldError("type")}
      </fieldset>
      <AuditPeriodFields type={type} errors={errors} />
      <div>
        <label htmlFor="description" className="block text-sm font-medium text-slate-900">
          Description <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea id="description" name="description" rows={5} maxLength={10000} className={input} />
        {fieldError("description")}
      </div>
      <div>
        <label htmlFor="target_completion" className="block text-sm font-medium text-slate-900">
          Target completion <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <input id="target_completion" name="target_completion" type="date" className={input} />
        {fieldError("target_completion")}
      </div>
      {create.error && !(create.error instanceof ApiError && create.error.code === "validation_failed") && (
        <p className="rounded-md bg-red-50 p-3 text-sm text-red-700" role="alert">
          {create.error.message}
        </p>
      )}
      <button type="submit" disabled={create.isPending} className={buttonClass("primary")}>
        {create.isPending ? "Creating…" : "Create audit"}
      </button>
    </form>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const NewAuditForm = gated("member", NewAuditFormUngated, <ReadOnlyNote>Creating audits needs the member role or higher.</ReadOnlyNote>);
