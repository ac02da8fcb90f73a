import { eq } from "drizzle-orm";
import { testSettings } from "@/db/integrations";
import { type TestSeverity } from "@/lib/vocabulary";
import type { DbOrTx } from "@/lib/db/client";

export type RemediationSla = Record<TestSeverity, number>;

/**
 * Days to fix a failing test, by severity, unless the account sets its own (docs/api.md "Integrations"): the
 * common vulnerability-management SLAs (critical within a week, high within a month, medium a quarter, low half a year).
 */
export const DEFAULT_REMEDIATION_SLA: RemediationSla = { critical: 7, high: 30, medium: 90, low: 180 };

export async function remediationSlaOf(db: DbOrTx, accountId: string): Promise<RemediationSla> {
  const [row] = await db.select({ days: testSettings.remediationDays }).from(testSettings).where(eq(testSettings.accountId, accountId)).limit(1);
  return { ...DEFAULT_REMEDIATION_SLA, ...(row?.days ?? {}) };
}

export const dueDate = (since: Date, severity: TestSeverity, sla: RemediationSla) => new Date(since.getTime() + sla[severity] * 86_400_000);
