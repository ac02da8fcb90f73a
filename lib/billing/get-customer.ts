import { requireCustomer } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { presentCustomer } from "./present";
import { findCustomerByAccount, findPaymentMethod } from "./queries";
import { requireBillingEnabled } from "./require-billing";

export async function getMyCustomer(ctx: Ctx) {
  const { accountId } = requireCustomer(ctx);
  requireBillingEnabled();
  const customer = await findCustomerByAccount(ctx.db, accountId);
  if (!customer) return null;
  return presentCustomer(customer, await findPaymentMethod(ctx.db, accountId));
}
