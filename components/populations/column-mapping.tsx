"use client";

import { useId } from "react";
import type { PopulationPreviewJson } from "@/lib/audits";
import { inputClass } from "@/components/ui/field";

export type Mapping = NonNullable<PopulationPreviewJson["mapping"]>;

const FIELDS = [
  { field: "key", label: "Item key", hint: "Identifies each item (required)." },
  { field: "occurred_at", label: "Date", hint: "When the item happened, in the period." },
  { field: "owner_email", label: "Owner e-mail", hint: "Who answers for it if sampled." },
] as const;

/** Which CSV header holds each field the sample needs; every other header becomes a data column. */
export function ColumnMapping({
  headers,
  mapping,
  suggested,
  onChange,
  disabled,
}: {
  headers: string[];
  mapping: Mapping;
  suggested: boolean;
  onChange: (next: Mapping) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">Columns</legend>
      <p className="text-xs text-slate-500">
        {suggested ? "Suggested from the header names: change any that is wrong." : "The file is checked again with each change."}
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {FIELDS.map(({ field, label, hint }) => (
          <div key={field}>
            <label htmlFor={`${id}-${field}`} className="block text-xs font-medium text-slate-700">
              {label}
            </label>
            <select
              id={`${id}-${field}`}
              aria-describedby={`${id}-${field}-hint`}
              className={`${inputClass} mt-1`}
              value={mapping[field] ?? ""}
              disabled={disabled}
              onChange={(e) => onChange({ ...mapping, [field]: field === "key" ? e.currentTarget.value : e.currentTarget.value || null })}
            >
              {field !== "key" && <option value="">— none —</option>}
              {headers.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
            <p id={`${id}-${field}-hint`} className="mt-1 text-xs text-slate-500">
              {hint}
            </p>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
