"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FilterSelect, type FilterOption } from "@/components/ui/filter-select";
import { useFormMutation } from "@/components/ui/form-mutation";
import { gated } from "@/components/ui/role";
import { apiRequest } from "@/lib/client/api";
import { RISK_CATEGORY_LABELS, RISK_TREATMENT_LABELS } from "@/lib/format/labels";
import type { RiskJson, RiskScaleJson } from "@/lib/risks";
import { FormDialog } from "./form-dialog";

export const levelOptions = (labels: readonly string[]): FilterOption[] => labels.map((label, i) => ({ value: String(i + 1), label: `${i + 1} · ${label}` }));

const text = (form: FormData, name: string) => {
  const value = String(form.get(name) ?? "").trim();
  return value === "" ? undefined : value;
};
const level = (form: FormData, name: string) => (text(form, name) ? Number(text(form, name)) : undefined);

/** "Add risk": a dialog with the fields a risk starts with; the new risk's page opens once it is created. Members and above. */
function AddRisk({ scale, owners }: { scale: RiskScaleJson; owners: FilterOption[] }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const { mutation, fieldErrors } = useFormMutation((form: FormData) =>
    apiRequest<RiskJson>("/api/v1/risks", {
      body: {
        title: text(form, "title") ?? "",
        category: text(form, "category"),
        description: text(form, "description"),
        ownerId: text(form, "ownerId"),
        inherentLikelihood: level(form, "inherentLikelihood"),
        inherentImpact: level(form, "inherentImpact"),
        treatment: text(form, "treatment"),
      },
    }),
  );
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add risk</Button>
      <FormDialog
        mutation={mutation}
        fieldErrors={fieldErrors}
        open={open}
        onClose={() => setOpen(false)}
        onDone={(risk) => router.push(`/risks/${risk.id}`)}
        title="Add a risk"
        description="Score it now or later; a risk scored on creation starts as assessed."
        width="2xl"
        submitLabel="Add risk"
        pendingLabel="Adding…"
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Title" name="title" required error={fieldErrors.title} className="sm:col-span-2" />
          <FilterSelect name="category" label="Category" options={RISK_CATEGORY_LABELS} value="security" id="risk-category" />
          <FilterSelect name="ownerId" label="Owner" options={owners} allLabel="Nobody yet" id="risk-owner" />
          <FilterSelect name="inherentLikelihood" label="Likelihood" options={levelOptions(scale.likelihood)} allLabel="Not scored" id="risk-likelihood" />
          <FilterSelect name="inherentImpact" label="Impact" options={levelOptions(scale.impact)} allLabel="Not scored" id="risk-impact" />
          <FilterSelect name="treatment" label="Treatment" options={RISK_TREATMENT_LABELS} allLabel="Not chosen" id="risk-treatment" />
          <Field label="Description" name="description" className="sm:col-span-2" error={fieldErrors.description} />
        </div>
      </FormDialog>
    </>
  );
}

export const AddRiskDialog = gated("member", AddRisk);
