import { and, eq, inArray } from "drizzle-orm";
import { people, type PersonRow } from "@/db/people";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError, type ValidationIssue } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { parsePeopleCsv, type ImportError, type ImportRow } from "./internal/parse-csv";
import { writePerson, type PersonValues } from "./internal/write-person";
import type { ImportPeopleInput, ImportReportJson } from "./schemas";

/** How many row problems the 400 lists; the message counts them all. */
const MAX_LISTED = 100;

function importError(errors: ImportError[]): ServiceError {
  const listed: ValidationIssue[] = errors.slice(0, MAX_LISTED).map((e) => ({
    path: e.line === null ? "csv" : `csv.line ${e.line}${e.column ? `.${e.column}` : ""}`,
    message: `${e.line === null ? "the file" : `line ${e.line}`}${e.column ? `, ${e.column}` : ""}: ${e.message}`,
  }));
  const more = errors.length > listed.length ? `; the first ${listed.length} are listed` : "";
  const summary = errors.length === 1 ? listed[0].message : `${errors.length} problems in the file${more}`;
  return new ServiceError("validation_failed", `${summary}. Nothing was imported.`, listed);
}

/** A row's values over the person it updates: the columns the file has replace, the others stay. */
function valuesOf(row: ImportRow, before: PersonRow | null, managerId: string | null | undefined): PersonValues {
  const keep = <K extends keyof PersonValues>(k: K, v: PersonValues[K] | undefined, fallback: PersonValues[K]): PersonValues[K] =>
    v !== undefined ? v : before ? before[k] : fallback;
  return {
    name: row.name,
    email: row.email,
    title: keep("title", row.title, null),
    department: keep("department", row.department, null),
    managerId: keep("managerId", managerId, null),
    employmentType: keep("employmentType", row.employmentType, "employee"),
    startDate: keep("startDate", row.startDate, null),
    endDate: keep("endDate", row.endDate, null),
    status: keep("status", row.status, "active"),
  };
}

/**
 * Imports people from a CSV (docs/api.md "People"), all or nothing: every row is checked first (required name and
 * e-mail, known values, dates, e-mails once per file, a manager who is in the file or already a person), and any
 * problem is 400 `validation_failed` listing each one by line and column, with nothing written. Then, in one
 * transaction, each row creates the person or updates the one with its e-mail (only the columns the file has; the
 * fields it sets record the source `csv`), joiners and leavers are recorded as for a change by hand, and one
 * audit-trail row (`people.imported`) counts them. Answers a per-row report.
 */
export async function importPeople(ctx: Ctx, input: ImportPeopleInput): Promise<ImportReportJson> {
  const { accountId, userId } = requireRole(ctx, "admin");
  const parsed = parsePeopleCsv(input.csv);
  if (parsed.errors.length > 0) throw importError(parsed.errors);
  const rows = parsed.rows;
  const emails = rows.map((r) => r.email);
  const managerEmails = [...new Set(rows.flatMap((r) => (r.managerEmail ? [r.managerEmail] : [])))];
  const now = ctx.now();

  return ctx.db.transaction(async (tx) => {
    const lookup = [...new Set([...emails, ...managerEmails])];
    const existing = new Map<string, PersonRow>();
    for (let i = 0; i < lookup.length; i += 1000) {
      const found = await tx
        .select()
        .from(people)
        .where(and(eq(people.accountId, accountId), inArray(people.email, lookup.slice(i, i + 1000))))
        .for("update");
      for (const p of found) existing.set(p.email, p);
    }
    const inFile = new Set(emails);
    const unknownManagers = rows.filter((r) => r.managerEmail && !inFile.has(r.managerEmail) && !existing.has(r.managerEmail));
    if (unknownManagers.length > 0) {
      throw importError(
        unknownManagers.map((r) => ({
          line: r.line,
          column: "manager_email",
          message: `${r.managerEmail} is neither in the file nor a person of the account`,
        })),
      );
    }

    const at = { accountId, userId, now, source: "csv" as const };
    const report: ImportReportJson = { rows: rows.length, created: 0, updated: 0, unchanged: 0, joiners: 0, leavers: 0, results: [] };
    const written = new Map<string, PersonRow>();
    // First pass: every person, with the managers who already exist; a manager the file itself adds is set after.
    for (const row of rows) {
      const before = existing.get(row.email) ?? null;
      // No manager_email column: the manager stays; a blank cell clears it; a manager added by this file comes second.
      const managerId =
        row.managerEmail === undefined || row.managerEmail === null ? row.managerEmail : (existing.get(row.managerEmail)?.id ?? before?.managerId ?? null);
      const result = await writePerson(tx, at, before, valuesOf(row, before, managerId));
      written.set(row.email, result.row);
      report[result.outcome] += 1;
      report.joiners += result.events.filter((e) => e.kind === "joined").length;
      report.leavers += result.events.filter((e) => e.kind === "left").length;
      report.results.push({ line: row.line, email: row.email, outcome: result.outcome, personId: result.row.id });
    }
    for (const [i, row] of rows.entries()) {
      if (!row.managerEmail || existing.has(row.managerEmail)) continue;
      const self = written.get(row.email)!;
      const managerId = written.get(row.managerEmail)!.id;
      if (self.managerId === managerId) continue;
      const result = await writePerson(tx, at, self, valuesOf(row, self, managerId));
      written.set(row.email, result.row);
      if (report.results[i].outcome === "unchanged") {
        report.results[i].outcome = "updated";
        report.unchanged -= 1;
        report.updated += 1;
      }
    }
    await recordEvent(tx, ctx, {
      accountId,
      action: "people.imported",
      targetType: "people",
      targetId: null,
      details: {
        rows: report.rows,
        created: report.created,
        updated: report.updated,
        unchanged: report.unchanged,
        joiners: report.joiners,
        leavers: report.leavers,
      },
    });
    return report;
  });
}
