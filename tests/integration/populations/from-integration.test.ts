import { describe, expect, it } from "vitest";
import { integrationResources, integrations } from "@/db/integrations";
import { getDb } from "@/lib/db/client";
import type { TestAccount } from "../../helpers/accounts";
import { businessAccount, expectError } from "../audits/helpers";
import { auditFor2026, routes } from "./helpers";

/** An Okta integration as a sync left it: users created, and some deprovisioned, inside and outside 2026. */
async function oktaIntegration(account: TestAccount) {
  const db = getDb();
  const [integration] = await db
    .insert(integrations)
    .values({
      accountId: account.accountId,
      provider: "okta",
      name: "Okta (acme)",
      config: { orgUrl: "https://acme.okta.com" },
      createdByType: "user",
      createdById: account.userId,
    })
    .returning();
  const user = (i: number, created: string, extra: Record<string, unknown> = {}) => ({
    accountId: account.accountId,
    integrationId: integration.id,
    type: "okta.user",
    externalId: `00u${i}`,
    name: `user${i}@acme.test`,
    attributes: { login: `user${i}@acme.test`, email: `user${i}@acme.test`, status: "ACTIVE", created, statusChanged: null, ...extra },
    firstSeenAt: new Date(),
    lastSeenAt: new Date(),
  });
  await db
    .insert(integrationResources)
    .values([
      user(1, "2025-12-31T23:59:00.000Z"),
      user(2, "2026-03-02T09:00:00.000Z"),
      user(3, "2026-01-15T09:00:00.000Z", { status: "DEPROVISIONED", statusChanged: "2026-07-01T12:00:00.000Z" }),
      user(4, "2024-05-01T09:00:00.000Z", { status: "SUSPENDED", statusChanged: "2027-01-02T00:00:00.000Z" }),
      { ...user(5, "2026-11-30T10:00:00.000Z"), goneAt: new Date() },
    ]);
  return integration;
}

const body = (integrationId: string, kind: string) => ({
  control_id: "CC6.2",
  name: `Okta ${kind}`,
  kind,
  frequency: "weekly",
  source: "integration",
  integration_id: integrationId,
});

describe("a population pulled from an integration", () => {
  it("takes the identity provider's users created in the period as new hires, oldest first, deleted ones included", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const okta = await oktaIntegration(account);
    const res = await routes.create(account.token, audit.id, body(okta.id, "new_hires"));
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({ source: "integration", source_detail: "Okta (acme)", row_count: 3, kind: "new_hires" });
    const rows = await routes.rows({ token: account.token }, audit.id, res.body.data.id);
    expect(rows.body.data.map((r: { key: string }) => r.key)).toEqual(["user3@acme.test", "user2@acme.test", "user5@acme.test"]);
  });

  it("takes users deprovisioned or suspended in the period as terminations", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const okta = await oktaIntegration(account);
    const res = await routes.create(account.token, audit.id, body(okta.id, "terminations"));
    expect(res.status, res.text).toBe(201);
    const rows = await routes.rows({ token: account.token }, audit.id, res.body.data.id);
    expect(rows.body.data).toEqual([expect.objectContaining({ key: "user3@acme.test", occurred_at: "2026-07-01T12:00:00.000Z" })]);
  });

  it("names what an integration can give, and refuses another account's integration", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const okta = await oktaIntegration(account);
    const changes = await routes.create(account.token, audit.id, body(okta.id, "changes"));
    expectError(changes, 400, "validation_failed");
    expect(changes.body.error.details[0]).toMatchObject({ path: "kind", message: expect.stringMatching(/new_hires or terminations/) });

    const other = await businessAccount("Other Co");
    const foreign = await oktaIntegration(other);
    const refused = await routes.create(account.token, audit.id, body(foreign.id, "new_hires"));
    expectError(refused, 400, "validation_failed");
    expect(refused.body.error.details[0].path).toBe("integration_id");
    const mixed = await routes.create(account.token, audit.id, { ...body(okta.id, "new_hires"), source: "api" });
    expectError(mixed, 400, "validation_failed");
  });
});
