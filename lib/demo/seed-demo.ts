import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { accounts, users } from "@/db/accounts";
import { createApiKey } from "@/lib/api-keys";
import { registerUser } from "@/lib/auth";
import { config } from "@/lib/config";
import { makeCtx, memberCaller } from "@/lib/context";
import { getDb } from "@/lib/db/client";
import { deliverDueEmails } from "@/lib/email";
import { getLogger } from "@/lib/log";
import { seedDemoContent } from "./seed-demo-content";
import { seedDemoMembers } from "./seed-demo-members";
import { seedDemoIncidents } from "./seed-demo-incidents";
import { seedDemoRisks } from "./seed-demo-risks";
import { seedDemoPeople } from "./seed-demo-people";
import { seedDemoWork } from "./seed-demo-work";
import { seedDemoIntegrations, type DemoTargets } from "./seed-demo-integrations";

export const DEMO_EMAIL = "demo@example.com";
export const DEMO_PASSWORD = "demo-password-2026";

/**
 * The demo account: enterprise tier so every feature can be tried, example content on first start,
 * integrations watching this machine's database and HTTPS listener (`targets`), plus one API key. Keys are stored only
 * hashed, so the demo key's plaintext is kept in DATA_DIR (mode 0600) to print it on every start.
 */
export async function seedDemo(targets: DemoTargets = {}): Promise<{ email: string; password: string; apiKey: string }> {
  const db = getDb();
  const keyFile = path.join(config.dataDir, "demo-api-key");
  const [existing] = await db.select({ id: users.id, accountId: users.accountId }).from(users).where(eq(users.email, DEMO_EMAIL)).limit(1);
  let user = existing;
  if (!user) {
    const registered = await registerUser(
      makeCtx({ kind: "anonymous" }),
      { email: DEMO_EMAIL, password: DEMO_PASSWORD, name: "Demo Admin", company: "Demo Company" },
      { tier: "enterprise" },
    );
    user = { id: registered.user.id, accountId: registered.account.id };
    fs.rmSync(keyFile, { force: true });
    await seedDemoMembers({ userId: user.id, accountId: user.accountId }, DEMO_PASSWORD);
    await seedDemoContent(makeCtx(memberCaller(user.id, user.accountId)));
    await seedDemoWork(makeCtx(memberCaller(user.id, user.accountId)));
    await seedDemoIncidents(makeCtx(memberCaller(user.id, user.accountId)));
    await seedDemoRisks(makeCtx(memberCaller(user.id, user.accountId)));
    await seedDemoPeople(makeCtx(memberCaller(user.id, user.accountId)));
    // The auditor's invitation is queued, not sent: deliver it now, so its magic link is in the
    // outbox (/dev/mailbox) before the demo prints its URL. Bounded by the send timeout.
    await deliverDueEmails({ db, now: () => new Date(), log: getLogger().child({ component: "demo-seed" }), limit: 10 });
  } else {
    await db.update(accounts).set({ tier: "enterprise" }).where(eq(accounts.id, user.accountId));
  }
  await seedDemoIntegrations(makeCtx(memberCaller(user.id, user.accountId)), user.accountId, targets);
  let apiKey = fs.existsSync(keyFile) ? fs.readFileSync(keyFile, "utf8").trim() : "";
  if (!apiKey) {
    const ctx = makeCtx(memberCaller(user.id, user.accountId));
    apiKey = (await createApiKey(ctx, { name: "Demo key" })).key;
    fs.writeFileSync(keyFile, `${apiKey}\n`, { mode: 0o600 });
  }
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD, apiKey };
}
