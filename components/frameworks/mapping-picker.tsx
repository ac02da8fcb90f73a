"use client";

import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { useFrameworkControls, useFrameworkOptions } from "@/components/ui/control-catalog";
import { ControlSearch } from "@/components/ui/control-search";
import { inputClass } from "@/components/ui/field";
import type { MappingSuggestion, StandardMapping } from "@/lib/custom-frameworks";
import { apiRequest as api, errorText } from "@/lib/client/api";
import { frameworkName, mappingLabel } from "@/lib/format/mapping-label";
import { CF } from "./api";

export interface MappingPickerProps {
  value: StandardMapping[];
  onChange: (next: StandardMapping[]) => void;
  /** What the suggestions are computed from: the control being edited. */
  query: { title: string; description?: string; category?: string };
  frameworks: { id: string; name: string }[];
}

const same = (a: StandardMapping, b: StandardMapping) => a.framework === b.framework && a.controlId === b.controlId;

/** Current mappings as removable chips, ranked suggestions with their confidence, and manual entry. */
export function MappingPicker({ value, onChange, query, frameworks }: MappingPickerProps) {
  const [only, setOnly] = useState("");
  const [manualFramework, setManualFramework] = useState(frameworks[0]?.id ?? "");
  const ids = { filter: useId(), fw: useId() };
  const catalog = useFrameworkOptions();
  const manualControls = useFrameworkControls(manualFramework, catalog.data);
  const suggest = useMutation({
    mutationFn: () =>
      api<MappingSuggestion[]>(`${CF}/suggest-mappings`, {
        body: {
          title: query.title,
          ...(query.description?.trim() ? { description: query.description } : {}),
          ...(query.category?.trim() ? { category: query.category } : {}),
          ...(only ? { framework: only } : {}),
        },
      }),
  });
  const add = (m: StandardMapping) => {
    if (!value.some((v) => same(v, m))) onChange([...value, m]);
  };

  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">Standard mappings</legend>
      {value.length === 0 ? (
        <p className="text-xs text-slate-500">No mappings yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Current mappings">
          {value.map((m) => (
            <li key={`${m.framework}:${m.controlId}`} className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-700">
              {mappingLabel(frameworks, m)}
              <button type="button" className="ml-1 font-bold" aria-label={`Remove mapping ${frameworkName(frameworks, m.framework)} ${m.controlId}`} onClick={() => onChange(value.filter((v) => !same(v, m)))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={ids.filter} className="mb-1 block text-xs text-slate-600">
            Suggest from
          </label>
          <select id={ids.filter} className={`${inputClass} w-48`} value={only} onChange={(e) => setOnly(e.target.value)}>
            <option value="">All built-in frameworks</option>
            {frameworks.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={() => suggest.mutate()} disabled={!query.title.trim() || suggest.isPending}>
          {suggest.isPending ? "Finding…" : "Suggest mappings"}
        </Button>
      </div>
      {suggest.isError && (
        <p role="alert" className="mt-2 text-xs text-red-600">
          {errorText(suggest.error)}
        </p>
      )}
      {suggest.data && (
        <ul className="mt-3 divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Suggested mappings" data-testid="mapping-suggestions">
          {suggest.data.length === 0 && <li className="p-2 text-xs text-slate-500">No matching controls.</li>}
          {suggest.data.map((s) => {
            const added = value.some((v) => same(v, s));
            const pct = Math.round(s.confidence * 100);
            return (
              <li key={`${s.framework}:${s.controlId}`} className="flex items-center gap-3 p-2 text-sm">
                <Badge tone={pct >= 70 ? "green" : pct >= 40 ? "amber" : "gray"}>{pct}%</Badge>
                <span className="min-w-0 flex-1">
                  <span className="text-xs text-slate-500">{mappingLabel(frameworks, s)}</span>{" "}
                  {s.controlName}
                </span>
                <meter className="hidden w-20 sm:block" min={0} max={1} value={s.confidence} aria-label={`Confidence ${pct}%`} />
                <Button variant={added ? "ghost" : "secondary"} disabled={added} onClick={() => add({ framework: s.framework, controlId: s.controlId })}>
                  {added ? "Added" : "Add"}
                </Button>
              </li>
            );
          })}
        </ul>
      )}

      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={ids.fw} className="mb-1 block text-xs text-slate-600">
            Framework
          </label>
          <select id={ids.fw} className={`${inputClass} w-48`} value={manualFramework} onChange={(e) => setManualFramework(e.target.value)}>
            {frameworks.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-56 flex-1">
          <ControlSearch
            label="Add a control"
            controls={manualControls.data ?? []}
            loading={manualControls.isLoading}
            error={manualControls.isError ? "The controls could not be loaded; reload the page." : undefined}
            chosen={new Set(value.filter((v) => v.framework === manualFramework).map((v) => v.controlId))}
            onPick={(c) => add({ framework: manualFramework, controlId: c.controlId })}
          />
        </div>
      </div>
    </fieldset>
  );
}
