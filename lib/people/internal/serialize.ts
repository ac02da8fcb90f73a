import type { PersonEventRow } from "@/db/people";
import type { PersonEventJson, PersonJson } from "../schemas";
import type { PersonView } from "./person-rows";

export function toPerson(v: PersonView): PersonJson {
  const p = v.person;
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    title: p.title,
    department: p.department,
    manager: p.managerId && v.managerName !== null ? { id: p.managerId, name: v.managerName } : null,
    employmentType: p.employmentType,
    startDate: p.startDate,
    endDate: p.endDate,
    status: p.status,
    member: v.memberUserId ? { userId: v.memberUserId, role: v.memberRole ?? "member" } : null,
    sources: { ...p.fieldSources },
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function toPersonEvent(row: PersonEventRow, personName: string): PersonEventJson {
  return {
    id: row.id,
    personId: row.personId,
    personName,
    kind: row.kind,
    effectiveOn: row.effectiveOn,
    source: row.source,
    details: row.details,
    recordedAt: row.createdAt.toISOString(),
  };
}
