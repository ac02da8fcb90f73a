import { eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import type { Ctx } from "@/lib/context";
import { requireOperator } from "@/lib/context/guards";
import { hashPassword } from "@/lib/credentials/password";
import { recordEvent } from "@/lib/events";
import { ServiceError } from "@/lib/errors";
import { registerBody } from "./schemas";

/** The operator sets a user's password (`npm run admin -- password reset`), under the rules of registration. */
export async function resetPassword(ctx: Ctx, input: { email: string; password: string }): Promise<{ userId: string; accountId: string; email: string }> {
  requireOperator(ctx);
  const checked = registerBody.pick({ email: true, password: true }).safeParse(input);
  if (!checked.success) {
    throw ServiceError.validation(checked.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
  }
  const { email, password } = checked.data;
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.email, email)).returning({ id: users.id, accountId: users.accountId });
    if (!user) throw new ServiceError("not_found", `No user has the e-mail ${email}.`);
    await recordEvent(tx, ctx, { accountId: user.accountId, action: "user.password_reset", targetType: "user", targetId: user.id, details: { email } });
    return { userId: user.id, accountId: user.accountId, email };
  });
}
