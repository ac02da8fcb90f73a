import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { remediationSlaOf } from "./internal/remediation-sla";
import type { RemediationSlaResponse } from "./schemas";

/** Days the account allows to fix a failing test, by severity. */
export async function getRemediationSla(ctx: Ctx): Promise<RemediationSlaResponse> {
  const { accountId } = requireRole(ctx, "viewer");
  return remediationSlaOf(ctx.db, accountId);
}
