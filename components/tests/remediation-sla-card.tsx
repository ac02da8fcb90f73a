"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { inputClass } from "@/components/ui/field";
import { ApiError, apiRequest } from "@/lib/client/api";
import { labelOptions } from "@/lib/format/labels";
import { TEST_SEVERITY_LABELS } from "@/lib/vocabulary";
import type { RemediationSlaResponse } from "@/lib/integrations";
import { useCan } from "@/components/ui/role";

const KEY = ["tests", "remediation-sla"];
const PATH = "/api/v1/tests/remediation-sla";

/** Days to fix a failing test, by severity (GET/PUT /api/v1/tests/remediation-sla). */
export function RemediationSlaCard({ initial }: { initial: RemediationSlaResponse }) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: () => apiRequest<RemediationSlaResponse>(PATH), initialData: initial });
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  const values = draft ?? Object.fromEntries(Object.entries(query.data).map(([k, v]) => [k, String(v)]));
  const save = useMutation({
    mutationFn: () =>
      apiRequest<RemediationSlaResponse>(PATH, {
        method: "PUT",
        body: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() === "" ? NaN : Number(v)])),
      }),
    onSuccess: (data) => {
      client.setQueryData(KEY, data);
      setDraft(null);
    },
  });
  const errors = save.error instanceof ApiError ? save.error.fieldErrors() : {};
  // Viewers see the deadlines read-only (docs/api.md §4).
  const canEdit = useCan("member");
  return (
    <Card title="Remediation deadlines">
      <form
        noValidate
        aria-label="Remediation deadlines"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <p className="mb-4 text-sm text-slate-600">
          Days to fix a resource once a test starts failing on it. A new failure gets its due date from these; due dates already set stay.
        </p>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {labelOptions(TEST_SEVERITY_LABELS).map(({ value, label }) => (
            <div key={value}>
              <label htmlFor={`sla-${value}`} className="mb-1 block text-sm font-medium text-slate-700">
                {label}
              </label>
              <div className="flex items-center gap-2">
                <input
                  id={`sla-${value}`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={365}
                  step={1}
                  className={inputClass}
                  readOnly={!canEdit}
                  value={values[value] ?? ""}
                  aria-invalid={errors[value] ? true : undefined}
                  aria-describedby={errors[value] ? `sla-${value}-error` : undefined}
                  onChange={(e) => setDraft({ ...values, [value]: e.target.value })}
                />
                <span className="text-sm text-slate-500">days</span>
              </div>
              {errors[value] && (
                <p id={`sla-${value}-error`} role="alert" className="mt-1 text-xs text-red-600">
                  {errors[value]}
                </p>
              )}
            </div>
          ))}
        </div>
        <div className={`mt-4 flex flex-wrap items-center gap-3 ${canEdit ? "" : "hidden"}`}>
          <Button type="submit" disabled={save.isPending || draft === null}>
            {save.isPending ? "Saving…" : "Save deadlines"}
          </Button>
          {save.isSuccess && draft === null && (
            <p role="status" className="text-sm text-emerald-700">
              Saved.
            </p>
          )}
          {save.error && Object.keys(errors).length === 0 && (
            <p role="alert" className="text-sm text-red-600">
              {save.error.message}
            </p>
          )}
        </div>
      </form>
    </Card>
  );
}
