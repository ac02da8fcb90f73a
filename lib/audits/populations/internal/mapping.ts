import type { ValidationIssue } from "@/lib/errors";
import type { PopulationMapping } from "../schemas";

/** Which header holds each field of a row (by position in the header). */
export interface ResolvedMapping {
  key: number;
  occurred_at: number | null;
  owner_email: number | null;
}

type Field = keyof ResolvedMapping;

/** `Hired_At`, `hired-at` and ` Hired at ` all read as `hired at`. */
const normalize = (header: string) =>
  header
    .toLowerCase()
    .replace(/[_\-.]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Names each field goes by in common exports (HR systems, ticketing, source control), best first. */
const NAMES: Record<Field, string[]> = {
  key: ["id", "key", "number", "employee id", "employee number", "ticket", "ticket id", "change id", "pr", "pr number", "pull request", "item id", "#"],
  occurred_at: [
    "date",
    "occurred at",
    "created",
    "created at",
    "merged",
    "merged at",
    "hired",
    "hired at",
    "hire date",
    "terminated",
    "terminated at",
    "termination date",
    "timestamp",
    "completed at",
    "closed at",
    "performed at",
    "reviewed at",
  ],
  owner_email: ["email", "e mail", "owner", "owner email", "assignee", "assignee email", "author", "author email", "manager email", "user email"],
};

/** When no name matches exactly: `change id`, `start date`, `approver email`… */
const PATTERNS: Record<Field, RegExp> = {
  key: /(^| )(id|number|key|no)$/,
  occurred_at: /(^| )(at|date|on|time)$/,
  owner_email: /email/,
};

function pick(normalized: string[], field: Field, taken: Set<number>): number | null {
  for (const name of NAMES[field]) {
    const i = normalized.findIndex((h, at) => h === name && !taken.has(at));
    if (i >= 0) return i;
  }
  const i = normalized.findIndex((h, at) => PATTERNS[field].test(h) && !taken.has(at));
  return i >= 0 ? i : null;
}

/**
 * A mapping guessed from the header names (case-insensitive): the key first, then the date, then the owner's e-mail,
 * never two fields on one column. Without any key-like header the first column is the key.
 */
export function suggestMapping(headers: string[]): ResolvedMapping {
  const normalized = headers.map(normalize);
  const taken = new Set<number>();
  const key = pick(normalized, "key", taken) ?? 0;
  taken.add(key);
  const occurredAt = pick(normalized, "occurred_at", taken);
  if (occurredAt !== null) taken.add(occurredAt);
  return { key, occurred_at: occurredAt, owner_email: pick(normalized, "owner_email", taken) };
}

/** The caller's mapping by header name (exact, else ignoring case and spaces), or every name that is not a header. */
export function resolveMapping(headers: string[], mapping: PopulationMapping): { mapping: ResolvedMapping; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const positions = new Map<number, Field>();
  const find = (field: Field): number | null => {
    const name = mapping[field];
    if (name === undefined) return null;
    let i = headers.indexOf(name);
    if (i < 0) i = headers.findIndex((h) => normalize(h) === normalize(name));
    if (i < 0) {
      issues.push({ path: `mapping.${field}`, message: `no column is named "${name}"; the headers are ${headers.map((h) => `"${h}"`).join(", ")}` });
      return null;
    }
    const other = positions.get(i);
    if (other) issues.push({ path: `mapping.${field}`, message: `"${headers[i]}" is already mapped to ${other}` });
    positions.set(i, field);
    return i;
  };
  return { mapping: { key: find("key") ?? 0, occurred_at: find("occurred_at"), owner_email: find("owner_email") }, issues };
}
