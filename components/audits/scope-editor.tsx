"use client";

import { useState } from "react";
import { apiRequest, errorText } from "@/lib/client/api";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { useFormMutation } from "@/components/ui/form-mutation";
import { byCategory, initialScope, scopeRequest, type ScopeChoice, type ScopeControl, type ScopeState } from "./scope-plan";

/**
 * In or out of scope, by category or control by control; every exclusion needs its reason (the report lists it).
 * Saves the difference in one `PUT /api/v1/audits/{id}/scope`.
 */
export function ScopeEditor({ auditId, controls }: { auditId: string; controls: ScopeControl[] }) {
  const [state, setState] = useState<ScopeState>(() => initialScope(controls));
  const body = scopeRequest(controls, state);
  const { mutation } = useFormMutation((b: NonNullable<typeof body>) => apiRequest(`/api/v1/audits/${auditId}/scope`, { method: "PUT", body: b }));

  const setCategory = (category: string, list: ScopeControl[], choice: ScopeChoice) =>
    setState((s) => ({
      categories: { ...s.categories, [category]: choice },
      // Including a category again starts its controls from "in": the category's reason was theirs.
      controls:
        choice.in && !s.categories[category].in
          ? { ...s.controls, ...Object.fromEntries(list.map((c) => [c.control_id, { in: true, reason: "" }])) }
          : s.controls,
    }));
  const setControl = (id: string, choice: ScopeChoice) => setState((s) => ({ ...s, controls: { ...s.controls, [id]: choice } }));

  return (
    <form
      aria-label="Audit scope"
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (body) mutation.mutate(body);
      }}
    >
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {byCategory(controls).map(([category, list]) => {
          const cat = state.categories[category];
          const inCount = cat.in ? list.filter((c) => state.controls[c.control_id].in).length : 0;
          return (
            <li key={category} className="space-y-2 p-3 sm:p-4" data-testid={`scope-category-${category}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <label className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-900">
                  <input
                    type="checkbox"
                    checked={cat.in}
                    onChange={(e) => setCategory(category, list, { in: e.currentTarget.checked, reason: cat.reason })}
                    aria-label={`${category} in scope`}
                  />
                  <span>{category}</span>
                </label>
                <span className={`text-xs ${inCount === list.length ? "text-slate-500" : "font-medium text-amber-700"}`}>
                  {inCount} of {list.length} in scope
                </span>
              </div>
              {!cat.in && (
                <ReasonInput
                  label={`Reason for excluding ${category}`}
                  value={cat.reason}
                  onChange={(reason) => setCategory(category, list, { in: false, reason })}
                />
              )}
              <details className="group">
                <summary className="cursor-pointer text-xs text-brand-700">Controls ({list.length})</summary>
                <ul className="mt-2 space-y-2 border-l-2 border-slate-100 pl-3">
                  {list.map((c) => {
                    const choice = cat.in ? state.controls[c.control_id] : cat;
                    return (
                      <li key={c.control_id} className="space-y-1">
                        <label className="flex items-start gap-2 text-sm">
                          <input
                            type="checkbox"
                            className="mt-1"
                            checked={choice.in}
                            disabled={!cat.in}
                            onChange={(e) => setControl(c.control_id, { in: e.currentTarget.checked, reason: choice.reason })}
                            aria-label={`${c.control_id} in scope`}
                          />
                          <span className="min-w-0">
                            <span className="font-mono text-xs font-medium text-slate-900">{c.control_id}</span>{" "}
                            <span className="text-slate-700">{c.title}</span>
                          </span>
                        </label>
                        {cat.in && !choice.in && (
                          <ReasonInput
                            label={`Reason for excluding ${c.control_id}`}
                            value={choice.reason}
                            onChange={(reason) => setControl(c.control_id, { in: false, reason })}
                          />
                        )}
                      </li>
                    );
                  })}
                </ul>
              </details>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!body || mutation.isPending}>
          {mutation.isPending ? "Saving…" : "Save scope"}
        </Button>
        {!body && !mutation.isSuccess && <span className="text-xs text-slate-500">No changes yet.</span>}
        {mutation.isSuccess && !body && (
          <span role="status" className="text-sm text-green-700">
            Scope saved.
          </span>
        )}
      </div>
      <FormAlert>{mutation.error ? errorText(mutation.error) : null}</FormAlert>
    </form>
  );
}

function ReasonInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="block text-xs text-slate-700">
      {label}
      <input
        required
        maxLength={2000}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        className={`${inputClass} mt-1`}
        placeholder="Why it is not part of this audit"
      />
    </label>
  );
}
