"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/field";
import { ApiError, apiRequest, errorText } from "@/lib/client/api";
import type { StatementControl } from "@/lib/flows";

/** The statement's query key: a saved decision refetches it, since the readiness of an excluded control changes too. */
export const STATEMENT_KEY = ["statement-of-applicability"] as const;

const scopePath = (controlId: string) => `/api/v1/frameworks/iso27001/scope/${encodeURIComponent(controlId)}`;

/** Decide whether one Annex A control applies and why, or withdraw the decision (the control is undecided again). */
export function ScopeDialog({ control, onClose }: { control: StatementControl; onClose: () => void }) {
  const client = useQueryClient();
  const justificationId = useId();
  const [applicable, setApplicable] = useState(control.applicable);
  const [justification, setJustification] = useState(control.justification ?? "");
  const done = () => {
    void client.invalidateQueries({ queryKey: STATEMENT_KEY });
    onClose();
  };
  const save = useMutation({
    mutationFn: () => apiRequest(scopePath(control.controlId), { method: "PUT", body: { applicable, justification } }),
    onSuccess: done,
  });
  const withdraw = useMutation({ mutationFn: () => apiRequest(scopePath(control.controlId), { method: "DELETE" }), onSuccess: done });
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors() : {};
  const pending = save.isPending || withdraw.isPending;
  const error = save.error && !fieldErrors.justification ? errorText(save.error) : withdraw.error ? errorText(withdraw.error) : null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${control.controlId} ${control.title}`}
      description={control.theme}
      onSubmit={() => save.mutate()}
      noValidate
      error={error}
      actions={
        <>
          {control.decided && (
            <Button variant="ghost" className="mr-auto" disabled={pending} onClick={() => withdraw.mutate()}>
              {withdraw.isPending ? "Withdrawing…" : "Withdraw decision"}
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {save.isPending ? "Saving…" : "Save decision"}
          </Button>
        </>
      }
    >
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">Does this control apply?</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name="applicable" checked={applicable} onChange={() => setApplicable(true)} /> Applicable
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="applicable" checked={!applicable} onChange={() => setApplicable(false)} /> Not applicable (excluded)
          </label>
        </div>
      </fieldset>
      <div>
        <label htmlFor={justificationId} className="mb-1 block text-sm font-medium text-slate-700">
          {applicable ? "Reason for inclusion" : "Justification of the exclusion"}
        </label>
        <textarea
          id={justificationId}
          value={justification}
          onChange={(e) => setJustification(e.currentTarget.value)}
          rows={4}
          maxLength={1000}
          required
          aria-invalid={fieldErrors.justification ? true : undefined}
          aria-describedby={`${justificationId}-hint`}
          className={`${inputClass} resize-y`}
        />
        {fieldErrors.justification ? (
          <p id={`${justificationId}-hint`} role="alert" className="mt-1 text-xs text-red-600">
            {fieldErrors.justification}
          </p>
        ) : (
          <p id={`${justificationId}-hint`} className="mt-1 text-xs text-slate-500">
            {applicable ? 'e.g. "Risk treatment R-12", "Contractual", "Legal requirement".' : 'e.g. "No software is developed in-house."'} Auditors read it in
            the statement.
          </p>
        )}
      </div>
    </Dialog>
  );
}
