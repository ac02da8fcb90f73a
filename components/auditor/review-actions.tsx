"use client";

import { useId, useState } from "react";
import { apiRequest, errorText } from "@/lib/client/api";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { onFormSubmit, useFormMutation } from "@/components/ui/form-mutation";

/** Accept a submitted request, or return it: a return must say why, since the organisation answers by that reason. */
export function ReviewActions({ requestId, controlId }: { requestId: string; controlId: string }) {
  const [returning, setReturning] = useState(false);
  const id = useId();
  const { mutation: review } = useFormMutation((body: { decision: "accept" | "return"; reason?: string }) =>
    apiRequest(`/api/v1/auditor/evidence-requests/${requestId}/review`, { body }),
  );
  if (!returning) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="primary"
          className="px-3 py-1.5"
          disabled={review.isPending}
          onClick={() => review.mutate({ decision: "accept" })}
          aria-label={`Accept ${controlId}`}
        >
          Accept
        </Button>
        <Button variant="secondary" className="px-3 py-1.5" disabled={review.isPending} onClick={() => setReturning(true)} aria-label={`Return ${controlId}…`}>
          Return…
        </Button>
        <FormAlert>{review.error ? errorText(review.error) : null}</FormAlert>
      </div>
    );
  }
  return (
    <form
      aria-label={`Return ${controlId}`}
      className="space-y-2 rounded-md border border-amber-200 bg-amber-50/60 p-3"
      onSubmit={onFormSubmit((f) => review.mutate({ decision: "return", reason: String(f.get("reason") ?? "") }))}
    >
      <label htmlFor={`${id}-reason`} className="block text-xs font-medium text-slate-700">
        Why is it returned? The organisation sees this reason.
      </label>
      <textarea id={`${id}-reason`} name="reason" required rows={3} maxLength={5000} className={inputClass} autoFocus />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={review.isPending}
          className={
            "inline-flex items-center rounded-md bg-amber-600 px-3 py-1.5 text-sm font-medium text-white shadow-sm " + "hover:bg-amber-700 disabled:opacity-50"
          }
        >
          {review.isPending ? "Returning…" : "Return to the organisation"}
        </button>
        <Button variant="ghost" className="px-3 py-1.5" onClick={() => setReturning(false)}>
          Cancel
        </Button>
      </div>
      <FormAlert>{review.error ? errorText(review.error) : null}</FormAlert>
    </form>
  );
}
