"use client";

import { useState } from "react";
import { onFormSubmit } from "@/components/ui/form-mutation";
import { DueDateInput, DueSummary, SaveCancel, SaveError, useInlineEdit } from "@/components/ui/inline-edit";
import type { EvidenceRequestJson } from "@/lib/audits";
import { apiRequest } from "@/lib/client/api";
import type { PersonJson } from "@/lib/work";
import { PersonSelect } from "./person-select";
import { dateInputValue, isOverdue, personName } from "./people";

/** Who answers an evidence request and by when; members and above may change it. */
export function RequestAssignment({
  auditId,
  request,
  people,
  canEdit,
}: {
  auditId: string;
  request: EvidenceRequestJson;
  people: PersonJson[];
  canEdit: boolean;
}) {
  const [assignee, setAssignee] = useState(request.assignee_user_id ?? "");
  const [due, setDue] = useState(dateInputValue(request.due_at));
  const { editing, setEditing, save } = useInlineEdit(() =>
    apiRequest(`/api/v1/audits/${auditId}/evidence-requests/${request.id}/assignment`, {
      method: "PUT",
      body: { assignee_user_id: assignee || null, due_at: due || null },
    }),
  );
  const overdue = request.status === "open" && isOverdue(request.due_at);
  const who = personName(people, request.assignee_user_id);
  return (
    <div className="text-xs text-slate-600" data-testid={`assignment-${request.id}`}>
      {!editing ? (
        <DueSummary
          who={who ? `Assigned to ${who}` : "Not assigned"}
          dueAt={request.due_at}
          overdue={overdue}
          canEdit={canEdit}
          editText={who ? "Change" : "Assign"}
          onEdit={() => setEditing(true)}
        />
      ) : (
        <form className="flex flex-wrap items-end gap-3" aria-label="Assign evidence request" onSubmit={onFormSubmit(() => save.mutate())}>
          <PersonSelect id={`assignee-${request.id}`} label="Assignee" people={people} value={assignee} onChange={setAssignee} />
          <DueDateInput id={`due-${request.id}`} value={due} onChange={setDue} />
          <SaveCancel pending={save.isPending} onCancel={() => setEditing(false)} />
          <SaveError error={save.error} className="w-full" />
        </form>
      )}
    </div>
  );
}
