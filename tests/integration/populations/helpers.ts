import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { GET as listHandler, POST as createHandler } from "@/app/api/v1/audits/[id]/populations/route";
import { POST as previewHandler } from "@/app/api/v1/audits/[id]/populations/preview/route";
import { DELETE as deleteHandler, GET as getHandler } from "@/app/api/v1/audits/[id]/populations/[pid]/route";
import { GET as rowsHandler } from "@/app/api/v1/audits/[id]/populations/[pid]/rows/route";
import { POST as completenessHandler } from "@/app/api/v1/audits/[id]/populations/[pid]/completeness/route";
import { audits } from "@/db/audits";
import { getDb } from "@/lib/db/client";
import type { TestAccount } from "../../helpers/accounts";
import { call, createAudit } from "../audits/helpers";

export { call };

/** Sets the period directly, as the audit's owner would before fieldwork (the period routes are another part's). */
export async function setPeriod(auditId: string, period: { periodStart?: string | null; periodEnd?: string | null; asOf?: string | null }) {
  await getDb().update(audits).set(period).where(eq(audits.id, auditId));
}

/** A Type II audit for 2026. */
export async function auditFor2026(account: Pick<TestAccount, "token">) {
  const audit = await createAudit(account as TestAccount);
  await setPeriod(audit.id, { periodStart: "2026-01-01", periodEnd: "2026-12-31" });
  return audit;
}

/** `n` new hires spread over 2026, with a BOM, quoted commas and CRLF line ends. */
export function hiresCsv(n: number): string {
  const lines = ["\uFEFFEmployee ID,Name,Hired At,Manager Email,Department"];
  for (let i = 1; i <= n; i++) {
    const day = new Date(Date.UTC(2026, 0, 1) + ((i * 7) % 365) * 86_400_000).toISOString().slice(0, 10);
    lines.push(`E-${String(i).padStart(5, "0")},"Hire ${i}, Jr.",${day},Manager${i % 7}@Example.com,Engineering`);
  }
  return `${lines.join("\r\n")}\r\n`;
}

export const populationBody = (csv: string, extra: Record<string, unknown> = {}) => ({
  control_id: "CC6.2",
  name: "New hires 2026",
  kind: "new_hires",
  frequency: "multiple_daily",
  source: "csv",
  filename: "hires.csv",
  csv,
  ...extra,
});

export const routes = {
  preview: (token: string, auditId: string, body: unknown) =>
    call(previewHandler, { path: `/api/v1/audits/${auditId}/populations/preview`, token, params: { id: auditId }, body }),
  create: (token: string, auditId: string, body: unknown) =>
    call(createHandler, { path: `/api/v1/audits/${auditId}/populations`, token, params: { id: auditId }, body }),
  list: (auth: { token?: string; apiKey?: string }, auditId: string, query = "") =>
    call(listHandler, { path: `/api/v1/audits/${auditId}/populations${query}`, ...auth, params: { id: auditId } }),
  get: (auth: { token?: string; apiKey?: string }, auditId: string, pid: string) =>
    call(getHandler, { path: `/api/v1/audits/${auditId}/populations/${pid}`, ...auth, params: { id: auditId, pid } }),
  rows: (auth: { token?: string; apiKey?: string }, auditId: string, pid: string, query = "") =>
    call(rowsHandler, { path: `/api/v1/audits/${auditId}/populations/${pid}/rows${query}`, ...auth, params: { id: auditId, pid } }),
  assert: (token: string, auditId: string, pid: string, statement = "Every hire of 2026 from the HR system.") =>
    call(completenessHandler, { path: `/api/v1/audits/${auditId}/populations/${pid}/completeness`, token, params: { id: auditId, pid }, body: { statement } }),
  remove: (token: string, auditId: string, pid: string) =>
    call(deleteHandler, { method: "DELETE", path: `/api/v1/audits/${auditId}/populations/${pid}`, token, params: { id: auditId, pid } }),
};

/** Uploads a CSV population and answers it (201). */
export async function uploaded(token: string, auditId: string, csv = hiresCsv(5), extra: Record<string, unknown> = {}) {
  const res = await routes.create(token, auditId, populationBody(csv, extra));
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string; row_count: number; sha256: string; owner: { user_id: string } | null };
}
