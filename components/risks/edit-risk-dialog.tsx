"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FilterSelect, type FilterOption } from "@/components/ui/filter-select";
import { useFormMutation } from "@/components/ui/form-mutation";
import { gated } from "@/components/ui/role";
import { apiRequest } from "@/lib/client/api";
import { RISK_TREATMENT_LABELS } from "@/lib/format/labels";
import type { RiskDetailJson, RiskScaleJson } from "@/lib/risks";
import { RISK_STATUS_LABELS } from "@/lib/vocabulary";
import { levelOptions } from "./add-risk-dialog";
import { FormDialog } from "./form-dialog";

const value = (data: FormData, name: string) => {
  const v = String(data.get(name) ?? "").trim();
  return v === "" ? null : v;
};
const level = (data: FormData, name: string) => (value(data, name) === null ? null : Number(value(data, name)));

/** Score and treat a risk: its levels before and after treatment, its treatment and plan, owner, status and target date. */
function EditRisk({ risk, scale, owners }: { risk: RiskDetailJson; scale: RiskScaleJson; owners: FilterOption[] }) {
  const [open, setOpen] = useState(false);
  const { mutation, fieldErrors } = useFormMutation((data: FormData) => {
    const status = value(data, "status");
    return apiRequest(`/api/v1/risks/${risk.id}`, {
      method: "PATCH",
      body: {
        ownerId: value(data, "ownerId"),
        inherentLikelihood: level(data, "inherentLikelihood"),
        inherentImpact: level(data, "inherentImpact"),
        residualLikelihood: level(data, "residualLikelihood"),
        residualImpact: level(data, "residualImpact"),
        treatment: value(data, "treatment"),
        treatmentPlan: value(data, "treatmentPlan"),
        targetDate: value(data, "targetDate"),
        ...(status && status !== risk.status ? { status } : {}),
      },
    });
  });
  const statuses = Object.fromEntries(Object.entries(RISK_STATUS_LABELS).filter(([s]) => s !== "accepted" || risk.status === "accepted"));
  return (
    <>
      <Button onClick={() => setOpen(true)}>Score and treat</Button>
      <FormDialog
        mutation={mutation}
        fieldErrors={fieldErrors}
        open={open}
        onClose={() => setOpen(false)}
        onDone={() => setOpen(false)}
        title={`Score and treat ${risk.reference}`}
        width="2xl"
        submitLabel="Save"
        pendingLabel="Saving…"
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <FilterSelect
            name="inherentLikelihood"
            label="Inherent likelihood"
            options={levelOptions(scale.likelihood)}
            allLabel="Not scored"
            value={risk.inherentLikelihood?.toString()}
            id="edit-il"
          />
          <FilterSelect
            name="inherentImpact"
            label="Inherent impact"
            options={levelOptions(scale.impact)}
            allLabel="Not scored"
            value={risk.inherentImpact?.toString()}
            id="edit-ii"
          />
          <FilterSelect name="treatment" label="Treatment" options={RISK_TREATMENT_LABELS} allLabel="Not chosen" value={risk.treatment} id="edit-treatment" />
          <FilterSelect name="status" label="Status" options={statuses} value={risk.status} id="edit-status" />
          <FilterSelect
            name="residualLikelihood"
            label="Residual likelihood"
            options={levelOptions(scale.likelihood)}
            allLabel="Not scored"
            value={risk.residualLikelihood?.toString()}
            id="edit-rl"
          />
          <FilterSelect
            name="residualImpact"
            label="Residual impact"
            options={levelOptions(scale.impact)}
            allLabel="Not scored"
            value={risk.residualImpact?.toString()}
            id="edit-ri"
          />
          <FilterSelect name="ownerId" label="Owner" options={owners} allLabel="Nobody" value={risk.owner?.id} id="edit-owner" />
          <Field label="Target date" name="targetDate" type="date" defaultValue={risk.targetDate ?? ""} />
          <Field label="Treatment plan" name="treatmentPlan" defaultValue={risk.treatmentPlan ?? ""} className="sm:col-span-2" />
        </div>
      </FormDialog>
    </>
  );
}

export const EditRiskDialog = gated("member", EditRisk);
