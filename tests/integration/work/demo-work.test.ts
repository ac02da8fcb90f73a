import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as myWork } from "@/app/api/v1/work/route";
import { users } from "@/db/accounts";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import { tokenFor } from "@/lib/credentials/member-session";
import { getDb } from "@/lib/db/client";
import { seedDemo } from "@/lib/demo/seed-demo";
import { call } from "../../helpers/http";
import { notificationsOf } from "./helpers";

async function memberToken(email: string) {
  const [user] = await getDb().select({ id: users.id, accountId: users.accountId }).from(users).where(eq(users.email, email));
  return user ? { id: user.id, token: await tokenFor(getDb(), user.id, user.accountId) } : undefined;
}

describe("demo owners and assignments", () => {
  it("gives Sam an overdue evidence request and owned controls, and Priya a document to approve", async () => {
    await seedDemo();
    const sam = await memberToken("sam.engineer@example.com");
    const priya = await memberToken("priya.admin@example.com");
    expect(sam && priya, "the demo members (lib/demo/seed-demo-members.ts)").toBeTruthy();
    if (!sam || !priya) return;

    const samWork = await call(myWork, { path: "/api/v1/work", token: sam.token });
    expect(samWork.status, samWork.text).toBe(200);
    expect(samWork.body.data.counts).toMatchObject({ evidence_requests: 1, overdue: 1, controls: 3 });
    expect(samWork.body.data.items[0]).toMatchObject({ kind: "evidence_request", overdue: true });
    expect((await notificationsOf("evidence_request.assigned", samWork.body.data.items[0].id)).some((n) => n.userId === sam.id)).toBe(true);
    // Overdue, yet asked for before it fell due: no request of the demo is due before it was made.
    const requests = await getDb().select({ createdAt: auditEvidenceRequests.createdAt, dueAt: auditEvidenceRequests.dueAt }).from(auditEvidenceRequests);
    expect(requests.length).toBeGreaterThan(0);
    for (const r of requests) if (r.dueAt) expect(r.dueAt.getTime()).toBeGreaterThan(r.createdAt.getTime());

    const priyaWork = await call(myWork, { path: "/api/v1/work", token: priya.token });
    expect(priyaWork.body.data.counts).toMatchObject({ documents: 1, controls: 2 });
  });
});
