"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { FilterSelect, type FilterOption } from "@/components/ui/filter-select";
import { EVIDENCE_SOURCE_LABELS } from "@/lib/format/labels";
import { EVIDENCE_EXPIRY_LABELS, EVIDENCE_STATUS_LABELS } from "@/lib/vocabulary";

/** The list's filters as the URL carries them (the names and values of GET /api/v1/evidence). */
export interface EvidenceFilterValues {
  q?: string;
  framework?: string;
  control?: string;
  source?: string;
  status?: string;
  expiry?: string;
}

const SELECTS = ["framework", "control", "source", "status", "expiry"] as const;

/**
 * Search and filters of the evidence list, as a GET form whose fields are the API's query parameters, so the page parses
 * them with the route's schema and the pager keeps them. Choosing a framework reloads at once: the controls to choose
 * from are that framework's. On a phone the selects fold behind a "Filters" button.
 */
export function EvidenceFilters({
  basePath,
  values,
  frameworks,
  controls,
}: {
  basePath: string;
  values: EvidenceFilterValues;
  frameworks: readonly FilterOption[];
  controls: readonly FilterOption[];
}) {
  const router = useRouter();
  const active = SELECTS.filter((name) => values[name] && !(name === "status" && values.status === "active")).length;
  const [open, setOpen] = useState(false);
  const go = (form: HTMLFormElement) => {
    // Empty fields and the default status stay out of the URL; a new filter starts at the first page.
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      const text = String(value).trim();
      if (text && !(name === "status" && text === "active")) query.set(name, text);
    }
    const s = query.toString();
    router.push(s ? `${basePath}?${s}` : basePath);
  };
  return (
    <form
      method="get"
      action={basePath}
      role="search"
      aria-label="Search and filter evidence"
      className="mb-4 flex flex-wrap items-end gap-2 sm:gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        go(event.currentTarget);
      }}
    >
      <div className="min-w-0 flex-1 sm:w-48 sm:flex-none">
        <label htmlFor="evidence-q" className="mb-1 block text-xs font-medium text-slate-600 max-sm:sr-only">
          Search
        </label>
        <input
          id="evidence-q"
          name="q"
          type="search"
          defaultValue={values.q}
          placeholder="Title, description or file name"
          className={inputClass}
          maxLength={200}
        />
      </div>
      <div id="evidence-filter-fields" className={`${open ? "grid" : "hidden"} order-last w-full grid-cols-2 gap-2 sm:contents`}>
        <FilterSelect
          name="framework"
          label="Framework"
          options={frameworks}
          value={values.framework}
          allLabel="Any framework"
          className="min-w-0 sm:w-36"
          onChange={(event) => {
            // The control belongs to the framework chosen before: drop it, and reload for the new one's controls.
            const form = event.currentTarget.form!;
            const control = form.elements.namedItem("control");
            if (control instanceof HTMLSelectElement) control.value = "";
            go(form);
          }}
        />
        <FilterSelect
          name="control"
          label="Control"
          options={controls}
          value={values.control}
          allLabel={values.framework ? "Any control" : "Pick a framework"}
          disabled={!values.framework}
          className="min-w-0 sm:w-36"
        />
        <FilterSelect name="source" label="Source" options={EVIDENCE_SOURCE_LABELS} value={values.source} allLabel="Any source" className="min-w-0 sm:w-36" />
        <FilterSelect name="expiry" label="Expiry" options={EVIDENCE_EXPIRY_LABELS} value={values.expiry} allLabel="Any expiry" className="min-w-0 sm:w-36" />
        <FilterSelect name="status" label="Status" options={EVIDENCE_STATUS_LABELS} value={values.status ?? "active"} className="min-w-0 sm:w-28" />
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        Search
      </button>
      <button
        type="button"
        className={buttonClass("secondary", "sm:hidden")}
        aria-expanded={open}
        aria-controls="evidence-filter-fields"
        onClick={() => setOpen(!open)}
      >
        Filters{active ? ` · ${active}` : ""}
      </button>
      {(active > 0 || values.q) && (
        <Link href={basePath} className={`py-2 text-sm text-brand-700 hover:underline max-sm:order-last ${open ? "" : "max-sm:hidden"}`}>
          Clear
        </Link>
      )}
    </form>
  );
}
