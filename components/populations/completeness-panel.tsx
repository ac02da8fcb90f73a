"use client";

import { useState } from "react";
import { apiRequest, errorText } from "@/lib/client/api";
import type { PopulationJson } from "@/lib/audits";
import { formatDateTime } from "@/lib/format/date-time";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { onFormSubmit, useFormMutation } from "@/components/ui/form-mutation";

interface Props {
  auditId: string;
  population: Pick<PopulationJson, "id" | "completeness" | "owner">;
  /** The population's owner, or an admin or owner of the account, on an audit not yet complete (the API's rule). */
  canAssert: boolean;
}

/** The owner's statement that the population is every item of the period, with who made it and when. */
export function CompletenessPanel({ auditId, population, canAssert }: Props) {
  const done = population.completeness;
  const [editing, setEditing] = useState(!done);
  const { mutation, fieldErrors } = useFormMutation((statement: string) =>
    apiRequest(`/api/v1/audits/${auditId}/populations/${population.id}/completeness`, { body: { statement } }),
  );

  return (
    <div className="space-y-4 text-sm" data-testid="completeness">
      {done ? (
        <div className="space-y-1">
          <p className="whitespace-pre-wrap text-slate-900">“{done.statement}”</p>
          <p className="text-xs text-slate-600">
            Asserted by {done.asserted_by?.name ?? "a former member"} on {formatDateTime(done.asserted_at)}
          </p>
        </div>
      ) : (
        <p className="text-amber-700">
          Not asserted yet: {population.owner ? `${population.owner.name}, the population's owner,` : "the population's owner"} or an admin states that it is
          complete.
        </p>
      )}
      {canAssert && !editing && (
        <button type="button" className="text-brand-700 underline" onClick={() => setEditing(true)}>
          Replace the statement
        </button>
      )}
      {canAssert && editing && (
        <form
          aria-label="Assert completeness"
          className="space-y-2"
          onSubmit={onFormSubmit((form) => mutation.mutate(String(form.get("statement") ?? ""), { onSuccess: () => setEditing(false) }))}
        >
          <label className="block text-xs font-medium text-slate-700">
            Completeness statement
            <textarea
              name="statement"
              required
              maxLength={5000}
              rows={3}
              defaultValue={done?.statement ?? ""}
              className={`${inputClass} mt-1`}
              placeholder="This is every item recorded in … between … and …, exported on …"
              aria-invalid={fieldErrors.statement ? true : undefined}
            />
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? "Saving…" : done ? "Replace assertion" : "Assert completeness"}
            </Button>
            {done && (
              <Button variant="secondary" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            )}
          </div>
          <FormAlert>{mutation.error ? errorText(mutation.error) : null}</FormAlert>
        </form>
      )}
    </div>
  );
}
