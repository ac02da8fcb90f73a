"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, inputClass } from "@/components/ui/field";
import { useFormMutation } from "@/components/ui/form-mutation";
import { apiRequest, errorText } from "@/lib/client/api";
import type { PersonJson } from "@/lib/people";
import { EMPLOYMENT_TYPE_LABELS } from "@/lib/vocabulary";

const FORM_ID = "add-person-form";

/** "Add a person": name, e-mail, title, department, type and start date, posted to `POST /api/v1/people`. */
export function AddPerson() {
  const router = useRouter();
  const queries = useQueryClient();
  const [open, setOpen] = useState(false);
  const { mutation, fieldErrors } = useFormMutation((form: FormData) => {
    const text = (name: string) => String(form.get(name) ?? "").trim() || undefined;
    return apiRequest<PersonJson>("/api/v1/people", {
      body: {
        name: String(form.get("name") ?? ""),
        email: String(form.get("email") ?? ""),
        title: text("title"),
        department: text("department"),
        employmentType: text("employmentType"),
        startDate: text("startDate"),
      },
    });
  });
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add a person</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Add a person"
        description="Someone the programme covers. A console member with the same e-mail is matched to them."
        noValidate
        onSubmit={() => {
          const form = document.getElementById(FORM_ID)?.closest("form");
          if (form)
            mutation.mutate(new FormData(form), {
              onSuccess: (person) => {
                setOpen(false);
                void queries.invalidateQueries({ queryKey: ["people"] });
                router.push(`/people/${person.id}`);
              },
            });
        }}
        error={mutation.error && !Object.keys(fieldErrors).length ? errorText(mutation.error) : undefined}
        actions={
          <>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? "Adding…" : "Add"}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </>
        }
      >
        <div id={FORM_ID} className="space-y-3">
          <Field name="name" label="Name" required maxLength={200} error={fieldErrors.name} />
          <Field name="email" type="email" label="Work e-mail" required maxLength={320} error={fieldErrors.email} />
          <Field name="title" label="Title" maxLength={200} error={fieldErrors.title} />
          <Field name="department" label="Department" maxLength={200} error={fieldErrors.department} />
          <label className="block text-sm font-medium text-slate-700">
            Employment type
            <select name="employmentType" defaultValue="employee" className={`${inputClass} mt-1`}>
              {Object.entries(EMPLOYMENT_TYPE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <Field name="startDate" type="date" label="Start date" error={fieldErrors.startDate} />
        </div>
      </Dialog>
    </>
  );
}
