"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useFormMutation } from "@/components/ui/form-mutation";
import { gated } from "@/components/ui/role";
import { apiRequest } from "@/lib/client/api";
import { FormDialog } from "./form-dialog";

/** An owner or admin accepts the risk as it stands, with a justification and the day the acceptance lapses. */
function AcceptRisk({ riskId, reference }: { riskId: string; reference: string }) {
  const [open, setOpen] = useState(false);
  const { mutation, fieldErrors } = useFormMutation((data: FormData) =>
    apiRequest(`/api/v1/risks/${riskId}/accept`, {
      body: { justification: String(data.get("justification") ?? "").trim(), expiresOn: String(data.get("expiresOn") ?? "") },
    }),
  );
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Accept risk
      </Button>
      <FormDialog
        mutation={mutation}
        fieldErrors={fieldErrors}
        open={open}
        onClose={() => setOpen(false)}
        onDone={() => setOpen(false)}
        title={`Accept ${reference}`}
        description="The risk is retained as it stands (ISO/IEC 27001 6.1.3 d). The acceptance is recorded with your name and lapses on the day you choose."
        submitLabel="Accept risk"
        pendingLabel="Accepting…"
      >
        <div className="space-y-3">
          <div>
            <label htmlFor="accept-justification" className="mb-1 block text-sm font-medium text-slate-700">
              Justification
            </label>
            <textarea
              id="accept-justification"
              name="justification"
              rows={3}
              aria-invalid={fieldErrors.justification ? true : undefined}
              className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
            {fieldErrors.justification && (
              <p role="alert" className="mt-1 text-xs text-red-600">
                {fieldErrors.justification}
              </p>
            )}
          </div>
          <Field label="Acceptance expires on" name="expiresOn" type="date" error={fieldErrors.expiresOn} />
        </div>
      </FormDialog>
    </>
  );
}

export const AcceptRiskDialog = gated("admin", AcceptRisk);
