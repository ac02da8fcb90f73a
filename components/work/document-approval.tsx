"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Badge } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { apiRequest, errorText } from "@/lib/client/api";
import type { DocumentResponse } from "@/lib/documents";
import { formatDateTime } from "@/lib/format/date-time";
import { APPROVAL_STATE_LABELS } from "@/lib/vocabulary";
import type { PersonJson } from "@/lib/work";
import { PersonSelect } from "./person-select";
import { personName } from "./people";

/**
 * A document's owner, approver and approval. Members and above name them and ask for approval; the approve button
 * shows only to the named approver and to admins and owners, who are the ones the API lets approve.
 */
export function DocumentApproval({
  doc,
  people,
  me,
  canEdit,
  isAdmin,
}: {
  doc: DocumentResponse;
  people: PersonJson[];
  me: string;
  canEdit: boolean;
  isAdmin: boolean;
}) {
  const router = useRouter();
  const [owner, setOwner] = useState(doc.ownerUserId ?? "");
  const [approver, setApprover] = useState(doc.approverUserId ?? "");
  const done = { onSuccess: () => router.refresh() };
  const saveOwners = useMutation({
    mutationFn: () =>
      apiRequest(`/api/v1/documents/${doc.id}/owners`, { method: "PUT", body: { ownerUserId: owner || null, approverUserId: approver || null } }),
    ...done,
  });
  const ask = useMutation({ mutationFn: () => apiRequest(`/api/v1/documents/${doc.id}/approval-request`, { method: "POST" }), ...done });
  const approve = useMutation({ mutationFn: () => apiRequest(`/api/v1/documents/${doc.id}/approve`, { method: "POST" }), ...done });
  const currentApproved = doc.approvalState === "approved" && doc.approvedVersion === doc.version;
  const mayApprove = canEdit && (doc.approverUserId === me || isAdmin) && !currentApproved && doc.status === "active";
  const mayAsk = canEdit && !!doc.approverUserId && !currentApproved && doc.status === "active";
  const error = saveOwners.error ?? ask.error ?? approve.error;
  const changed = owner !== (doc.ownerUserId ?? "") || approver !== (doc.approverUserId ?? "");
  return (
    <div className="space-y-3 text-sm" data-testid="document-approval">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={currentApproved ? "green" : doc.approvalState === "requested" ? "amber" : "gray"}>{APPROVAL_STATE_LABELS[doc.approvalState]}</Badge>
        {doc.approvalState === "requested" && doc.approvalRequestedAt && (
          <span className="text-xs text-slate-500">
            asked {formatDateTime(doc.approvalRequestedAt)} of {personName(people, doc.approverUserId)}
          </span>
        )}
        {doc.approvedVersion !== null && doc.approvedAt && (
          <span className="text-xs text-slate-500">
            Version {doc.approvedVersion} approved by {personName(people, doc.approvedBy) ?? "someone"} on {formatDateTime(doc.approvedAt)}
            {!currentApproved && " (an earlier version)"}
          </span>
        )}
      </p>
      {canEdit ? (
        <form
          className="flex flex-wrap items-end gap-3"
          aria-label="Owner and approver"
          onSubmit={(e) => {
            e.preventDefault();
            saveOwners.mutate();
          }}
        >
          <PersonSelect id="doc-owner" label="Owner" people={people} value={owner} onChange={setOwner} />
          <PersonSelect id="doc-approver" label="Approver" people={people} value={approver} onChange={setApprover} />
          <Button type="submit" variant="secondary" disabled={!changed || saveOwners.isPending}>
            Save
          </Button>
        </form>
      ) : (
        <p className="text-xs text-slate-600">
          Owner: {personName(people, doc.ownerUserId) ?? "—"} · Approver: {personName(people, doc.approverUserId) ?? "—"}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {mayAsk && doc.approvalState !== "requested" && (
          <Button type="button" variant="secondary" disabled={ask.isPending || changed} onClick={() => ask.mutate()}>
            Request approval
          </Button>
        )}
        {mayApprove && (
          <Button type="button" disabled={approve.isPending} onClick={() => approve.mutate()}>
            Approve version {doc.version}
          </Button>
        )}
      </div>
      {error && (
        <p className="text-xs text-red-600" role="alert">
          {errorText(error)}
        </p>
      )}
    </div>
  );
}
