import { getMe } from "@/lib/auth";
import type { Ctx } from "@/lib/context";
import { isoDate } from "@/lib/format/date-time";
import type { VariableDefaultsResponse } from "./schemas";

/**
 * What the generate forms start from, taken from the signed-in account (docs/api.md §10): its name
 * as the company, the user's e-mail as the privacy and security contact, today as the effective
 * date. Only answers the account knows; never the templates' example company.
 */
export async function getVariableDefaults(ctx: Ctx): Promise<VariableDefaultsResponse> {
  const me = await getMe(ctx);
  const variables: Record<string, string> = { effectiveDate: isoDate(ctx.now()) };
  if (me.account.name.trim()) variables.companyName = me.account.name.trim();
  variables.contactEmail = me.user.email;
  variables.securityEmail = me.user.email;
  return { variables };
}
