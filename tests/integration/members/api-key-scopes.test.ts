import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listKeys, POST as createKey } from "@/app/api/v1/api-keys/route";
import { GET as listDocuments } from "@/app/api/v1/documents/route";
import { GET as listEvidence } from "@/app/api/v1/evidence/route";
import { POST as pushResources } from "@/app/api/v1/integrations/[id]/resources/route";
import { GET as listProviders } from "@/app/api/v1/integrations/providers/route";
import { POST as createIntegration } from "@/app/api/v1/integrations/route";
import { DELETE as removeMember } from "@/app/api/v1/members/[id]/route";
import { GET as listMembers } from "@/app/api/v1/members/route";
import { GET as listInvitations, POST as invite } from "@/app/api/v1/members/invitations/route";
import { POST as createSchedule } from "@/app/api/v1/monitoring/schedules/route";
import { apiKeys } from "@/db/accounts";
import { accountEvents } from "@/db/events";
import { getDb } from "@/lib/db/client";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { addMember } from "./helpers";

const create = (token: string, body: unknown) => call(createKey, { path: "/api/v1/api-keys", token, body });

describe("API key scopes", () => {
  it("creates keys of a scope (documents by default), lists scope and creator, and only admins manage keys", async () => {
    const owner = await createAccount({ name: "Olivia Owner" });
    const admin = await addMember(owner, "admin");
    const member = await addMember(owner, "member");

    const plain = await create(owner.token, { name: "CI" });
    expect(plain.status).toBe(201);
    expect(plain.body.data.scope).toBe("documents");
    const readOnly = await create(admin.token, { name: "Reporting", scope: "read_only" });
    expect(readOnly.body.data.scope).toBe("read_only");
    expect((await create(owner.token, { name: "Bad", scope: "admin" })).status).toBe(400);

    const byMember = await create(member.token, { name: "Mine", scope: "full" });
    expect(byMember.status).toBe(403);
    expect(byMember.body.error.code).toBe("forbidden");
    expect((await call(listKeys, { path: "/api/v1/api-keys", token: member.token })).status).toBe(403);

    const list = await call(listKeys, { path: "/api/v1/api-keys", token: owner.token });
    expect(list.body.data).toEqual([
      expect.objectContaining({ name: "Reporting", scope: "read_only", createdBy: { id: admin.userId, name: "A admin", email: admin.email } }),
      expect.objectContaining({ name: "CI", scope: "documents", createdBy: { id: owner.userId, name: "Olivia Owner", email: owner.email } }),
    ]);
    const [event] = await getDb().select().from(accountEvents).where(eq(accountEvents.targetId, readOnly.body.data.id));
    expect(event.details).toMatchObject({ scope: "read_only" });

    // The key ends with its creator's place (docs/api.md §4): revoked, and the list then names nobody.
    const removed = await call(removeMember, { method: "DELETE", path: `/api/v1/members/${admin.userId}`, token: owner.token, params: { id: admin.userId } });
    expect(removed.body.data.revokedCredentials).toEqual([
      { type: "api_key", id: readOnly.body.data.id, name: "Reporting", prefix: readOnly.body.data.prefix, reason: "creator_removed" },
    ]);
    expect((await call(listMembers, { path: "/api/v1/members", apiKey: readOnly.body.data.key })).status).toBe(401);
    const after = await call(listKeys, { path: "/api/v1/api-keys", token: owner.token });
    expect(after.body.data.map((k: { name: string }) => k.name)).toEqual(["CI"]);
    const revoked = await call(listKeys, { path: "/api/v1/api-keys?status=revoked", token: owner.token });
    expect(revoked.body.data[0]).toMatchObject({ name: "Reporting", createdBy: null, revokedReason: "creator_removed" });
    const [row] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, readOnly.body.data.id));
    expect(row.revokedAt).not.toBeNull();
  });

  it("a read-only key reads as a viewer and writes nothing; a full key acts as a member, never as an admin", async () => {
    const owner = await createAccount({ tier: "enterprise" });
    const readOnly = (await create(owner.token, { name: "ro", scope: "read_only" })).body.data.key;
    const full = (await create(owner.token, { name: "full", scope: "full" })).body.data.key;
    const documents = (await create(owner.token, { name: "docs" })).body.data.key;

    expect((await call(listMembers, { path: "/api/v1/members", apiKey: readOnly })).status).toBe(200);
    expect((await call(listEvidence, { path: "/api/v1/evidence", apiKey: readOnly })).status).not.toBe(500);
    const schedule = { name: "Nightly", frameworkId: "soc2", cron: "0 3 * * *" };
    const roWrite = await call(createSchedule, { path: "/api/v1/monitoring/schedules", apiKey: readOnly, body: schedule });
    expect(roWrite.status).toBe(403);
    expect(roWrite.body.error.code).toBe("forbidden");
    expect((await call(invite, { path: "/api/v1/members/invitations", apiKey: readOnly, body: { email: "x@example.com", role: "viewer" } })).status).toBe(403);

    expect((await call(listMembers, { path: "/api/v1/members", apiKey: full })).status).toBe(200);
    const adminOnly = await call(invite, { path: "/api/v1/members/invitations", apiKey: full, body: { email: "x@example.com", role: "viewer" } });
    expect(adminOnly.status).toBe(403);
    expect(adminOnly.body.error.details).toEqual({ requiredRole: "admin", role: "member" });
    expect((await call(listInvitations, { path: "/api/v1/members/invitations", apiKey: full })).status).toBe(403);
    expect((await call(listKeys, { path: "/api/v1/api-keys", apiKey: full })).status).toBe(403);

    // The original keys still reach only the document routes.
    expect((await call(listMembers, { path: "/api/v1/members", apiKey: documents })).status).toBe(403);
  });

  it("a documents key cannot push integration resources (403); a full key and the console still push", async () => {
    const owner = await createAccount();
    const documents = (await create(owner.token, { name: "docs" })).body.data.key;
    const readOnly = (await create(owner.token, { name: "ro", scope: "read_only" })).body.data.key;
    const full = (await create(owner.token, { name: "agent", scope: "full" })).body.data.key;
    const integration = await call(createIntegration, { path: "/api/v1/integrations", token: owner.token, body: { provider: "agent", name: "Laptops" } });
    expect(integration.status, integration.text).toBe(201);
    const id = integration.body.data.id;
    // `complete: true` would mark every other host gone: exactly what a documents key must never reach.
    const body = { complete: true, resources: [{ type: "agent.host", externalId: "m-1", name: "mbp", attributes: agentHost() }] };
    const push = (credential: { apiKey?: string; token?: string }) =>
      call(pushResources, { path: `/api/v1/integrations/${id}/resources`, params: { id }, body, ...credential });

    const refused = await push({ apiKey: documents });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("forbidden");
    expect((await push({ apiKey: readOnly })).status).toBe(403);
    expect((await push({ apiKey: full })).status).toBe(200);
    expect((await push({ token: owner.token })).status).toBe(200);
    // The provider catalogue (a read) takes read-only and full keys, never a documents key.
    expect((await call(listProviders, { path: "/api/v1/integrations/providers", apiKey: documents })).status).toBe(403);
    expect((await call(listProviders, { path: "/api/v1/integrations/providers", apiKey: readOnly })).status).toBe(200);
    // The document routes still take every scope that reads them, and the writers among them.
    expect((await call(listDocuments, { path: "/api/v1/documents", apiKey: documents })).status).toBe(200);
    expect((await call(listDocuments, { path: "/api/v1/documents", apiKey: readOnly })).status).toBe(200);
  });
});

function agentHost() {
  const now = new Date().toISOString();
  return {
    hostname: "mbp",
    os: "darwin",
    osVersion: "15.1",
    agentVersion: "1.0.0",
    reportedAt: now,
    diskEncrypted: true,
    diskEncryptionMethod: "FileVault",
    firewallEnabled: true,
    screenLockEnabled: true,
    screenLockTimeoutSeconds: 300,
    pendingUpdates: 0,
    pendingSecurityUpdates: 0,
    updatesCheckedAt: now,
    notes: [],
  };
}
