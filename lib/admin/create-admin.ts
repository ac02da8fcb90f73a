import { registerBody } from "@/lib/auth/schemas";
import { registerUser } from "@/lib/auth";
import type { Ctx } from "@/lib/context";
import { requireOperator } from "@/lib/context/guards";
import { recordEvent } from "@/lib/events";
import { ServiceError } from "@/lib/errors";

export interface CreatedAdmin {
  accountId: string;
  accountName: string;
  userId: string;
  email: string;
  name: string;
}

/**
 * A first account and its owner, made exactly as sign-up makes them (registerUser: tier `free`, the
 * `account.registered` entry), plus the operator's own entry saying who created it.
 */
export async function createAdmin(ctx: Ctx, input: { email: string; name: string; company: string; password: string }): Promise<CreatedAdmin> {
  requireOperator(ctx);
  const checked = registerBody.safeParse(input);
  if (!checked.success) {
    throw ServiceError.validation(checked.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
  }
  const registered = await registerUser(ctx, checked.data);
  await ctx.db.transaction((tx) =>
    recordEvent(tx, ctx, {
      accountId: registered.account.id,
      action: "account.created_by_operator",
      targetType: "user",
      targetId: registered.user.id,
      details: { email: registered.user.email },
    }),
  );
  return {
    accountId: registered.account.id,
    accountName: registered.account.name,
    userId: registered.user.id,
    email: registered.user.email,
    name: registered.user.name,
  };
}
