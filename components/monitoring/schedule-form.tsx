"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { ApiError, apiFetch } from "@/lib/client/api";
import type { ScheduleResponse } from "@/lib/monitoring";
import { ReadOnlyNote, gated } from "@/components/ui/role";

export interface QuestionnaireData {
  frameworks: { id: string; name: string; custom: boolean }[];
  practices: { key: string; label: string; question: string }[];
  dataTypes: { key: string; label: string }[];
}

/**
 * A schedule with the business-profile questionnaire: company facts, the data it handles, and one
 * yes/no question per security practice (a "yes" attests the practice). Without `schedule` it
 * creates one (POST); with it, it edits that schedule (PATCH; the framework is fixed).
 */
function ScheduleFormUngated({
  frameworks,
  practices,
  dataTypes,
  schedule,
  prefill,
}: QuestionnaireData & { schedule?: ScheduleResponse; prefill?: { profile: ScheduleResponse["businessProfile"]; from: "schedule" | "account" } }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const editing = schedule !== undefined;
  // A new schedule starts from the profile the account already holds; the company does not change with the framework.
  const profile = schedule?.businessProfile ?? prefill?.profile;
  const mutation = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      editing
        ? apiFetch<{ data: ScheduleResponse }>(`/api/v1/monitoring/schedules/${schedule.id}`, { method: "PATCH", json: body })
        : apiFetch<{ data: ScheduleResponse }>("/api/v1/monitoring/schedules", { method: "POST", json: body }),
    onSuccess: () => {
      setMessage(
        editing
          ? "Schedule saved. The changes apply from its next check."
          : "Schedule created. Its first check runs within a minute; use “Run now” to see a result at once.",
      );
      router.refresh();
    },
  });
  const errors = mutation.error instanceof ApiError ? mutation.error.fieldErrors() : {};
  const general = mutation.error && Object.keys(errors).length === 0 ? mutation.error.message : undefined;

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        setMessage(null);
        const form = new FormData(event.currentTarget);
        const text = (name: string) => String(form.get(name) ?? "").trim();
        const employees = text("employeeCount");
        const regions = text("regions")
          .split(",")
          .map((r) => r.trim())
          .filter(Boolean);
        const name = text("name");
        mutation.mutate({
          ...(editing ? { name: name || null } : { frameworkId: text("frameworkId"), ...(name ? { name } : {}) }),
          frequency: text("frequency"),
          notifyOnFail: form.get("notifyOnFail") === "on",
          paused: form.get("paused") === "on",
          passThreshold: Number(text("passThreshold") || 80),
          businessProfile: {
            ...(text("companyName") ? { companyName: text("companyName") } : {}),
            ...(text("industry") ? { industry: text("industry") } : {}),
            ...(employees ? { employeeCount: Number(employees) } : {}),
            regions,
            dataTypes: form.getAll("dataTypes").map(String),
            practices: Object.fromEntries(practices.map((p) => [p.key, form.get(`practice.${p.key}`) === "on"])),
          },
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label="Name (optional)"
          name="name"
          maxLength={100}
          defaultValue={schedule?.name ?? ""}
          placeholder="e.g. SOC 2 — EU entity"
          hint="Tells schedules of one framework apart in results and alerts."
          error={errors.name}
        />
        <div>
          <label htmlFor="frameworkId" className="mb-1 block text-sm font-medium text-slate-700">
            Framework
          </label>
          <select
            id="frameworkId"
            name="frameworkId"
            className={inputClass}
            aria-invalid={errors.frameworkId ? true : undefined}
            defaultValue={schedule?.frameworkId ?? "soc2"}
            disabled={editing}
            aria-describedby={editing ? "frameworkId-fixed" : undefined}
          >
            {frameworks.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
                {f.custom ? " (custom)" : ""}
              </option>
            ))}
          </select>
          {editing && (
            <p id="frameworkId-fixed" className="mt-1 text-xs text-slate-500">
              Fixed: a schedule&apos;s results form one series. Create another schedule for another framework.
            </p>
          )}
          {errors.frameworkId && (
            <p role="alert" className="mt-1 text-xs text-red-600">
              {errors.frameworkId}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="frequency" className="mb-1 block text-sm font-medium text-slate-700">
            Frequency
          </label>
          <select id="frequency" name="frequency" className={inputClass} defaultValue={schedule?.frequency ?? "weekly"}>
            <option value="daily">Daily</option>
            <option value="weekly">Weekly</option>
            <option value="monthly">Monthly</option>
            <option value="quarterly">Quarterly</option>
          </select>
        </div>
        <Field
          label="Pass threshold (0–100)"
          name="passThreshold"
          type="number"
          min={0}
          max={100}
          defaultValue={schedule?.passThreshold ?? 80}
          error={errors.passThreshold}
        />
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-700">
          <input type="checkbox" name="notifyOnFail" defaultChecked={schedule?.notifyOnFail ?? true} className="h-4 w-4 rounded border-slate-300" />
          Alert me when a check fails
        </label>
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-700">
          <input type="checkbox" name="paused" defaultChecked={schedule?.paused ?? false} className="h-4 w-4 rounded border-slate-300" />
          Paused (runs only with “Run now”)
        </label>
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">Your company</legend>
        {!editing && prefill && (
          <p className="text-xs text-slate-500" data-testid="profile-prefilled">
            {prefill.from === "schedule"
              ? "Filled in from your latest schedule: the company, its data and its practices. Change only what differs."
              : "The company name is your account's; add what else applies."}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field label="Company name" name="companyName" defaultValue={profile?.companyName ?? ""} error={errors["businessProfile.companyName"]} />
          <Field label="Industry" name="industry" placeholder="SaaS" defaultValue={profile?.industry ?? ""} error={errors["businessProfile.industry"]} />
          <Field
            label="Employees"
            name="employeeCount"
            type="number"
            min={1}
            defaultValue={profile?.employeeCount ?? ""}
            error={errors["businessProfile.employeeCount"]}
          />
          <Field
            label="Regions (comma separated)"
            name="regions"
            placeholder="EU, US"
            defaultValue={profile?.regions.join(", ") ?? ""}
            error={errors["businessProfile.regions"]}
          />
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">Data you process</legend>
        <div className="flex flex-wrap gap-4">
          {dataTypes.map((d) => (
            <label key={d.key} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                name="dataTypes"
                value={d.key}
                defaultChecked={profile ? (profile.dataTypes as string[]).includes(d.key) : d.key === "personal_data"}
                className="h-4 w-4 rounded border-slate-300"
              />
              {d.label}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">Security and privacy practices — tick every statement that is true today</legend>
        <ul className="grid gap-2 md:grid-cols-2">
          {practices.map((p) => (
            <li key={p.key}>
              <label className="flex items-start gap-3 rounded-md border border-slate-200 p-3 text-sm hover:bg-slate-50">
                <input
                  type="checkbox"
                  name={`practice.${p.key}`}
                  defaultChecked={(profile?.practices as Record<string, boolean> | undefined)?.[p.key] ?? false}
                  className="mt-0.5 h-4 w-4 rounded border-slate-300"
                />
                <span>
                  <span className="block font-medium text-slate-800">{p.label}</span>
                  <span className="text-slate-600">{p.question}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      {general && (
        <p role="alert" className="text-sm text-red-600">
          {general}
        </p>
      )}
      {message && (
        <p role="status" className="text-sm text-emerald-700">
          {message}
        </p>
      )}
      <Button type="submit" disabled={mutation.isPending}>
        {editing ? (mutation.isPending ? "Saving…" : "Save changes") : mutation.isPending ? "Creating…" : "Create schedule"}
      </Button>
    </form>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const ScheduleForm = gated("member", ScheduleFormUngated, <ReadOnlyNote>Changing schedules needs the member role or higher.</ReadOnlyNote>);
