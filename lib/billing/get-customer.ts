import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { toCustomer } from "./internal/serialize";
import { findCustomerByAccount, findPaymentMethod } from "./internal/queries";
import { requireBillingEnabled } from "./internal/require-billing";

export async function getMyCustomer(ctx: Ctx) {
  const { accountId } = requireRole(ctx, "admin");
  requireBillingEnabled();
  const customer = await findCustomerByAccount(ctx.db, accountId);
  if (!customer) return null;
  return toCustomer(customer, await findPaymentMethod(ctx.db, accountId));
}
