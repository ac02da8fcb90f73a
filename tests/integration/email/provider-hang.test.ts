import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as healthHandler } from "@/app/api/health/route";
import { POST as inviteHandler } from "@/app/api/v1/audits/[id]/invite-auditor/route";
import { GET as listInvitationsHandler } from "@/app/api/v1/audits/[id]/invitations/route";
import { GET as listAuditsHandler } from "@/app/api/v1/audits/route";
import { emailMessages } from "@/db/email";
import { getDb } from "@/lib/db/client";
import { businessAccount, call, createAudit } from "../audits/helpers";
import { drain, useFakeResend } from "./helpers";

const TIMEOUT_MS = 600;
let resend: Awaited<ReturnType<typeof useFakeResend>>;
beforeAll(async () => {
  // The production default while other requests are measured; shortened below to watch timeouts.
  resend = await useFakeResend(10_000);
});
afterAll(async () => {
  await resend.restore();
});

/** Straight to the handler: /api/health's own tests check its contract. */
async function health() {
  const res = await healthHandler(new Request("http://localhost:3000/api/health"));
  return { status: res.status, body: await res.json() };
}

async function until(condition: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Transactions open on this database right now (PostgreSQL only; PGlite has no pg_stat_activity sessions). */
async function openTransactions(): Promise<number | null> {
  if (process.env.TEST_DB_DRIVER !== "postgres") return null;
  const rows = await getDb().execute<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
  );
  return [...rows][0].n;
}

describe("a mail provider that hangs", () => {
  it("delays only the mail: invitations, health and other tenants answer while sends hang; the mail goes out once when it recovers", async () => {
    const owner = await businessAccount("Owner A");
    const audit = await createAudit(owner);
    const other = await businessAccount("Owner B");
    await createAudit(other, { title: "B's audit" });
    const invite = (email: string) =>
      call(inviteHandler, {
        path: `/api/v1/audits/${audit.id}/invite-auditor`,
        token: owner.token,
        params: { id: audit.id },
        body: { email, name: "Auditor" },
      });

    // The provider takes the message and never answers (the worst case for duplicates on retry).
    resend.hang({ accept: true });
    expect((await invite("first@firm.test")).status).toBe(201);
    const sending = drain({ limit: 1, concurrency: 1 });
    await until(() => resend.held === 1);

    // While that send hangs: many invitations at once, health checks and another tenant's reads.
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => invite(`auditor-${i}@firm.test`)),
      ...Array.from({ length: 5 }, () => health()),
      ...Array.from({ length: 5 }, () => call(listAuditsHandler, { path: "/api/v1/audits", token: other.token })),
    ]);
    expect(results.map((r) => r.status)).toEqual([...Array(20).fill(201), ...Array(5).fill(200), ...Array(5).fill(200)]);
    expect(results[20].body).toMatchObject({ status: "ok", db: "ok" });
    expect(results[25].body.data.map((a: { title: string }) => a.title)).toEqual(["B's audit"]);
    // None of them waited for the provider: its answer is still outstanding, and no transaction is held open.
    expect(resend.held).toBe(1);
    const open = await openTransactions();
    if (open !== null) expect(open).toBe(0);

    // The connection drops: a failed attempt, retried later.
    resend.dropHeld();
    expect(await sending).toBe(1);
    const [first] = await getDb().select().from(emailMessages).where(eq(emailMessages.toAddress, "first@firm.test"));
    expect(first).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringMatching(/Unable to fetch data/) });

    // With a short timeout every other send times out, in parallel (bounded by concurrency), health still answering.
    process.env.EMAIL_SEND_TIMEOUT_MS = String(TIMEOUT_MS);
    const rest = drain({ concurrency: 25 });
    await until(() => resend.held >= 1);
    expect((await health()).status).toBe(200);
    expect(await rest).toBe(20);
    const listed = await call(listInvitationsHandler, {
      path: `/api/v1/audits/${audit.id}/invitations?limit=100`,
      token: owner.token,
      params: { id: audit.id },
    });
    expect(listed.body.data).toHaveLength(21);
    for (const i of listed.body.data) {
      const lastError = i.email === "first@firm.test" ? expect.stringMatching(/Unable to fetch data/) : `timed out after ${TIMEOUT_MS} ms`;
      expect(i.email_delivery).toMatchObject({ status: "pending", attempts: 1, last_error: lastError, sent_at: null });
    }
    expect(resend.emails).toHaveLength(21);

    // The provider recovers; the next drain after the first retry delay delivers each message once.
    resend.recover();
    const latest = Math.max(...listed.body.data.map((i: { email_delivery: { next_attempt_at: string } }) => Date.parse(i.email_delivery.next_attempt_at)));
    expect(await drain({ now: () => new Date(latest), concurrency: 8 })).toBe(21);
    const rows = await getDb()
      .select()
      .from(emailMessages)
      .where(
        inArray(
          emailMessages.relatedId,
          listed.body.data.map((i: { id: string }) => i.id),
        ),
      );
    expect(rows.every((r) => r.status === "sent" && r.attempts === 2)).toBe(true);
    // Same idempotency key on the retry: the provider answered with the message it already had.
    expect(resend.emails).toHaveLength(21);
    const idsByKey = new Map(resend.emails.map((e) => [e.idempotencyKey, e.id]));
    for (const r of rows) expect(r.providerMessageId).toBe(idsByKey.get(r.idempotencyKey));
    expect(await drain({ now: () => new Date(latest + 86_400_000) })).toBe(0);
  });
});
