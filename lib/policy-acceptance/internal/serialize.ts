import type { PolicyAcceptanceRow } from "@/db/policy-acceptance";
import type { AcceptanceJson, RequirementJson } from "../schemas";
import { figures, titleOf, versionRef, type RequirementState } from "./state";

export function toRequirement(r: RequirementState): RequirementJson {
  return {
    id: r.row.id,
    documentId: r.row.documentId,
    documentTitle: titleOf(r),
    audience: r.row.audience,
    departments: r.row.departments,
    currentVersion: r.version ? versionRef(r.version) : null,
    ...figures(r.audience.length, r.acceptedBy.size),
    createdAt: r.row.createdAt.toISOString(),
    updatedAt: r.row.updatedAt.toISOString(),
  };
}

export function toAcceptance(row: PolicyAcceptanceRow, person: { id: string; name: string; email: string }): AcceptanceJson {
  return {
    id: row.id,
    person: { id: person.id, name: person.name, email: person.email },
    documentId: row.documentId,
    documentTitle: row.documentTitle,
    version: { id: row.documentVersionId, number: row.versionNumber, sha256: row.contentHash },
    acceptedAt: row.acceptedAt.toISOString(),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    channel: row.channel,
    recordedBy: row.recordedBy,
  };
}
