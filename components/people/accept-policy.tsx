"use client";

import { Button } from "@/components/ui/button";
import { useFormMutation } from "@/components/ui/form-mutation";
import { apiRequest, errorText } from "@/lib/client/api";
import type { AcceptanceJson } from "@/lib/policy-acceptance";

/** Records the acceptance of a policy's current version: the person's own ("I accept") or an admin's on their behalf. */
export function AcceptPolicy({ documentId, personId, own }: { documentId: string; personId: string; own: boolean }) {
  const { mutation } = useFormMutation(() =>
    apiRequest<AcceptanceJson>("/api/v1/policy-acceptance/records", { body: own ? { documentId } : { documentId, personId } }),
  );
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button variant="secondary" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
        {mutation.isPending ? "Recording…" : own ? "I accept this version" : "Record acceptance"}
      </Button>
      {mutation.error && (
        <span role="alert" className="text-xs text-red-600">
          {errorText(mutation.error)}
        </span>
      )}
    </span>
  );
}
