import { requireCustomer } from "@/lib/auth/guards";
import type { Ctx } from "@/lib/context";
import { presentCustomer } from "./present";
import { findCustomerByAccount, findPaymentMethod } from "./queries";

export async function getMyCustomer(ctx: Ctx) {
  const { accountId } = requireCustomer(ctx);
  const customer = await findCustomerByAccount(ctx.db, accountId);
  if (!customer) return null;
  return presentCustomer(customer, await findPaymentMethod(ctx.db, accountId));
}
