"use client";

import { useState } from "react";
import { inputClass } from "@/components/ui/field";
import { onFormSubmit } from "@/components/ui/form-mutation";
import { DueDateInput, DueSummary, SaveCancel, SaveError, useInlineEdit } from "@/components/ui/inline-edit";
import type { FindingJson } from "@/lib/audits";
import { apiRequest } from "@/lib/client/api";
import { formatDateTime } from "@/lib/format/date-time";
import type { PersonJson } from "@/lib/work";
import { PersonSelect } from "./person-select";
import { dateInputValue, isOverdue, personName } from "./people";

/** The customer's side of a finding: owner, due date and management response (the auditor's status stays theirs). */
export function FindingResponse({ auditId, finding, people, canEdit }: { auditId: string; finding: FindingJson; people: PersonJson[]; canEdit: boolean }) {
  const [owner, setOwner] = useState(finding.owner_user_id ?? "");
  const [due, setDue] = useState(dateInputValue(finding.due_at));
  const [response, setResponse] = useState(finding.management_response ?? "");
  const { editing, setEditing, save } = useInlineEdit(() =>
    apiRequest(`/api/v1/audits/${auditId}/findings/${finding.id}/response`, {
      method: "PUT",
      body: { owner_user_id: owner || null, due_at: due || null, management_response: response.trim() || null },
    }),
  );
  const open = finding.status === "open" || finding.status === "in_progress";
  const overdue = open && isOverdue(finding.due_at);
  const who = personName(people, finding.owner_user_id);
  if (!editing) {
    return (
      <div className="mt-2 space-y-1 border-t border-slate-100 pt-2 text-xs text-slate-600" data-testid={`finding-response-${finding.id}`}>
        <DueSummary
          who={who ? `Owner: ${who}` : "No owner"}
          dueAt={finding.due_at}
          overdue={overdue}
          canEdit={canEdit}
          editText={finding.management_response || who ? "Edit response" : "Respond"}
          onEdit={() => setEditing(true)}
        />
        {finding.management_response && (
          <p className="whitespace-pre-wrap text-sm text-slate-700">
            <span className="font-medium">Management response: </span>
            {finding.management_response}
            {finding.management_response_at && <span className="ml-1 text-xs text-slate-500">({formatDateTime(finding.management_response_at)})</span>}
          </p>
        )}
      </div>
    );
  }
  return (
    <form className="mt-2 space-y-2 border-t border-slate-100 pt-2" aria-label="Management response" onSubmit={onFormSubmit(() => save.mutate())}>
      <div className="flex flex-wrap items-end gap-3">
        <PersonSelect id={`owner-${finding.id}`} label="Owner" people={people} value={owner} onChange={setOwner} />
        <DueDateInput id={`fdue-${finding.id}`} value={due} onChange={setDue} />
      </div>
      <label htmlFor={`mr-${finding.id}`} className="block text-xs text-slate-700">
        Management response (your remediation plan; the auditor sees it)
        <textarea
          id={`mr-${finding.id}`}
          rows={3}
          maxLength={10000}
          value={response}
          onChange={(e) => setResponse(e.currentTarget.value)}
          className={`${inputClass} mt-1`}
        />
      </label>
      <div className="flex gap-2">
        <SaveCancel pending={save.isPending} onCancel={() => setEditing(false)} />
      </div>
      <SaveError error={save.error} />
    </form>
  );
}
