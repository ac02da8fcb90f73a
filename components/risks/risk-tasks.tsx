"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Badge } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FilterSelect, type FilterOption } from "@/components/ui/filter-select";
import { onFormSubmit, useFormMutation } from "@/components/ui/form-mutation";
import { Can } from "@/components/ui/role";
import { apiRequest, errorText } from "@/lib/client/api";
import { formatDate } from "@/lib/format/date-time";
import type { RiskTaskJson } from "@/lib/risks";

/** The treatment plan: its tasks with a box to mark each done, and (members and above) a form to add one. */
export function RiskTasks({ riskId, tasks, owners }: { riskId: string; tasks: readonly RiskTaskJson[]; owners: FilterOption[] }) {
  const router = useRouter();
  const toggle = useMutation({
    mutationFn: (t: RiskTaskJson) =>
      apiRequest(`/api/v1/risks/${riskId}/tasks/${t.id}`, { method: "PATCH", body: { status: t.status === "done" ? "open" : "done" } }),
    onSuccess: () => router.refresh(),
  });
  const { mutation, fieldErrors } = useFormMutation((data: FormData) =>
    apiRequest(`/api/v1/risks/${riskId}/tasks`, {
      body: {
        title: String(data.get("title") ?? "").trim(),
        assigneeId: data.get("assigneeId") ? String(data.get("assigneeId")) : undefined,
        dueDate: data.get("dueDate") ? String(data.get("dueDate")) : undefined,
      },
    }),
  );
  return (
    <div className="space-y-4">
      {tasks.length === 0 ? (
        <p className="text-sm text-slate-500">No tasks yet: the plan is its tasks, each with an assignee and a due date.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Treatment tasks">
          {tasks.map((t) => (
            <li key={t.id} className="flex items-start gap-3 py-2">
              <Can role="member" otherwise={<span className="mt-1 w-4">{t.status === "done" ? "✓" : "○"}</span>}>
                <input
                  type="checkbox"
                  className="mt-1 h-4 w-4"
                  checked={t.status === "done"}
                  disabled={toggle.isPending}
                  onChange={() => toggle.mutate(t)}
                  aria-label={`${t.title}: ${t.status === "done" ? "done" : "mark done"}`}
                />
              </Can>
              <div className="min-w-0 flex-1">
                <p className={`text-sm font-medium ${t.status === "done" ? "text-slate-500 line-through" : "text-slate-800"}`}>{t.title}</p>
                <p className="text-xs text-slate-500">
                  {t.assignee?.name ?? "Unassigned"}
                  {t.dueDate && <> · due {formatDate(t.dueDate)}</>}
                </p>
              </div>
              {t.overdue && <Badge tone="red">Overdue</Badge>}
            </li>
          ))}
        </ul>
      )}
      {toggle.error && (
        <p role="alert" className="text-sm text-red-600">
          {errorText(toggle.error)}
        </p>
      )}
      <Can role="member">
        <form
          noValidate
          className="grid gap-2 border-t border-slate-100 pt-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
          onSubmit={(event) => {
            const target = event.currentTarget;
            onFormSubmit((data) => mutation.mutate(data, { onSuccess: () => target.reset() }))(event);
          }}
        >
          <Field label="New task" name="title" error={fieldErrors.title} placeholder="Block public buckets with a policy" />
          <FilterSelect name="assigneeId" label="Assignee" options={owners} allLabel="Unassigned" id={`task-assignee-${riskId}`} />
          <Field label="Due" name="dueDate" type="date" error={fieldErrors.dueDate} />
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? "Adding…" : "Add task"}
          </Button>
          {mutation.error && Object.keys(fieldErrors).length === 0 && (
            <p role="alert" className="text-sm text-red-600 sm:col-span-4">
              {errorText(mutation.error)}
            </p>
          )}
        </form>
      </Can>
    </div>
  );
}
