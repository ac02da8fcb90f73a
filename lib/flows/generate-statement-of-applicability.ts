import { eq } from "drizzle-orm";
import { accounts } from "@/db/accounts";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { isoDate } from "@/lib/format/date-time";
import { getBuiltinFramework } from "@/lib/frameworks";
import { attachment, fileSlug } from "@/lib/http/reply";
import { currentReadiness } from "@/lib/monitoring";
import { decisionRows } from "@/lib/scope";
import { buildStatement } from "./internal/statement";
import { statementCsv } from "./internal/statement-csv";
import { statementPdf } from "./internal/statement-pdf";
import { SOA_FRAMEWORK_ID, type StatementOfApplicability, type StatementQuery } from "./schemas";

/**
 * The account's ISO/IEC 27001:2022 Statement of Applicability (docs/api.md "Scope"): every Annex A control with its
 * scope decision and its implementation status from the readiness model as of now (the same facts and model a
 * monitoring check uses, neither stored nor metered), as JSON, CSV or PDF. A fixed number of queries.
 */
export function generateStatementOfApplicability(ctx: Ctx, query: { format: "json" }): Promise<StatementOfApplicability>;
export function generateStatementOfApplicability(ctx: Ctx, query: StatementQuery): Promise<StatementOfApplicability | Response>;
export async function generateStatementOfApplicability(ctx: Ctx, query: StatementQuery): Promise<StatementOfApplicability | Response> {
  const { accountId } = requireRole(ctx, "viewer");
  const now = ctx.now();
  const [[account], decisions, readiness] = await Promise.all([
    ctx.db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)).limit(1),
    decisionRows(ctx.db, accountId, SOA_FRAMEWORK_ID),
    currentReadiness(ctx.db, accountId, SOA_FRAMEWORK_ID, now),
  ]);
  const statement = buildStatement({
    accountName: account?.name ?? "",
    frameworkName: getBuiltinFramework(SOA_FRAMEWORK_ID)?.name ?? SOA_FRAMEWORK_ID,
    decisions,
    readiness: readiness?.controls ?? [],
    now,
  });
  if (query.format === "json") return statement;
  const name = `statement-of-applicability-${fileSlug(statement.accountName, "account")}-${isoDate(now)}`;
  if (query.format === "csv") return attachment(statementCsv(statement), "text/csv; charset=utf-8", `${name}.csv`);
  return attachment(new Uint8Array(await statementPdf(statement)), "application/pdf", `${name}.pdf`);
}
