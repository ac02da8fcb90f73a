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
import { provenanceText } from "./mapping-provenance";

export interface MappingPickerProps {
  value: StandardMapping[];
  onChange: (next: StandardMapping[]) => void;
  /** What the suggestions are computed from: the control being edited. */
  query: { title: string; description?: string; category?: string };
  frameworks: { id: string; name: string }[];
}

type Query = MappingPickerProps["query"];
type Decision = "accepted" | "rejected";

const same = (a: StandardMapping, b: StandardMapping) => a.framework === b.framework && a.controlId === b.controlId;
const keyOf = (m: StandardMapping) => `${m.framework}:${m.controlId}`;

/** The query as suggest-mappings and its feedback take it: empty optional parts left out. */
function queryBody(q: Query) {
  return {
    title: q.title,
    ...(q.description?.trim() ? { description: q.description } : {}),
    ...(q.category?.trim() ? { category: q.category } : {}),
  };
}

/**
 * Current mappings as removable chips, ranked suggestions with their confidence, and manual entry. Accepting a
 * suggestion adds it as a mapping with origin `suggestion` (its confidence and model version kept) and tells the
 * model; rejecting one tells the model and hides it. The account's later suggestions learn from both.
 */
export function MappingPicker({ value, onChange, query, frameworks }: MappingPickerProps) {
  const [only, setOnly] = useState("");
  const [manualFramework, setManualFramework] = useState(frameworks[0]?.id ?? "");
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [deciding, setDeciding] = useState<ReadonlySet<string>>(new Set());
  const ids = { filter: useId(), fw: useId() };
  const catalog = useFrameworkOptions();
  const manualControls = useFrameworkControls(manualFramework, catalog.data);
  const suggest = useMutation({
    // the query is kept with the answer: feedback names the text the suggestions were for, not what the form says now
    mutationFn: (q: Query) => api<MappingSuggestion[]>(`${CF}/suggest-mappings`, { body: { ...queryBody(q), ...(only ? { framework: only } : {}) } }),
    onMutate: () => setHidden(new Set()),
  });
  const toggle = (set: ReadonlySet<string>, key: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(key);
    else next.delete(key);
    return next;
  };
  const feedback = useMutation({
    mutationFn: ({ s, decision, asked }: { s: MappingSuggestion; decision: Decision; asked: Query }) =>
      api(`${CF}/suggest-mappings/feedback`, {
        body: { ...queryBody(asked), framework: s.framework, controlId: s.controlId, decision, confidence: s.confidence, modelVersion: s.modelVersion },
      }),
    onMutate: ({ s, decision }) => {
      setDeciding((d) => toggle(d, keyOf(s), true));
      if (decision === "rejected") setHidden((h) => toggle(h, keyOf(s), true));
    },
    // a rejection that was not recorded shows the suggestion again; an accepted mapping stays (it is the form's)
    onError: (_err, { s, decision }) => {
      if (decision === "rejected") setHidden((h) => toggle(h, keyOf(s), false));
    },
    onSettled: (_data, _err, { s }) => setDeciding((d) => toggle(d, keyOf(s), false)),
  });
  const add = (m: StandardMapping) => {
    if (!value.some((v) => same(v, m))) onChange([...value, m]);
  };
  const decide = (s: MappingSuggestion, decision: Decision) => {
    const asked = suggest.variables;
    if (!asked) return;
    if (decision === "accepted")
      add({ framework: s.framework, controlId: s.controlId, origin: "suggestion", confidence: s.confidence, modelVersion: s.modelVersion });
    feedback.mutate({ s, decision, asked });
  };
  const shown = suggest.data?.filter((s) => !hidden.has(keyOf(s)));

  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">Standard mappings</legend>
      {value.length === 0 ? (
        <p className="text-xs text-slate-500">No mappings yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Current mappings">
          {value.map((m) => (
            <li
              key={keyOf(m)}
              className="inline-flex max-w-full items-center gap-1 break-words rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-700"
              title={provenanceText({ ...m, origin: m.origin ?? "user" })}
            >
              {mappingLabel(frameworks, m)}
              {m.origin === "suggestion" && <span className="text-brand-600">· suggested</span>}
              <button
                type="button"
                className="ml-1 font-bold"
                aria-label={`Remove mapping ${frameworkName(frameworks, m.framework)} ${m.controlId}`}
                onClick={() => onChange(value.filter((v) => !same(v, m)))}
              >
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
        <Button variant="secondary" onClick={() => suggest.mutate({ ...query })} disabled={!query.title.trim() || suggest.isPending}>
          {suggest.isPending ? "Finding…" : "Suggest mappings"}
        </Button>
      </div>
      {suggest.isError && (
        <p role="alert" className="mt-2 text-xs text-red-600">
          {errorText(suggest.error)}
        </p>
      )}
      {feedback.isError && (
        <p role="alert" className="mt-2 text-xs text-red-600">
          Your decision was not recorded: {errorText(feedback.error)}
        </p>
      )}
      {shown && (
        <ul className="mt-3 divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Suggested mappings" data-testid="mapping-suggestions">
          {shown.length === 0 && <li className="p-2 text-xs text-slate-500">No matching controls.</li>}
          {shown.map((s) => {
            const added = value.some((v) => same(v, s));
            const busy = deciding.has(keyOf(s));
            const pct = Math.round(s.confidence * 100);
            const label = `${mappingLabel(frameworks, s)} ${s.controlName}`;
            return (
              <li key={keyOf(s)} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-2 text-sm">
                <Badge tone={pct >= 70 ? "green" : pct >= 40 ? "amber" : "gray"}>{pct}%</Badge>
                <span className="min-w-0 flex-1 basis-48 break-words">
                  <span className="text-xs text-slate-500">{mappingLabel(frameworks, s)}</span> {s.controlName}
                </span>
                <meter className="hidden w-20 sm:block" min={0} max={1} value={s.confidence} aria-label={`Confidence ${pct}%`} />
                <span className="ml-auto flex gap-2">
                  <Button
                    variant={added ? "ghost" : "secondary"}
                    disabled={added || busy}
                    onClick={() => decide(s, "accepted")}
                    aria-label={added ? `${label} added` : `Accept ${label}`}
                  >
                    {added ? "Added" : "Accept"}
                  </Button>
                  {!added && (
                    <Button variant="ghost" disabled={busy} onClick={() => decide(s, "rejected")} aria-label={`Reject ${label}`}>
                      Reject
                    </Button>
                  )}
                </span>
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
