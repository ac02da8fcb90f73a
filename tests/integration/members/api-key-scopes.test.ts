import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listKeys, POST as createKey } from "@/app/api/v1/api-keys/route";
import { GET as listEvidence } from "@/app/api/v1/evidence/route";
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

    // The key outlives its creator; the list then says nobody.
    expect((await call(removeMember, { method: "DELETE", path: `/api/v1/members/${admin.userId}`, token: owner.token, params: { id: admin.userId } })).status).toBe(200);
    const after = await call(listKeys, { path: "/api/v1/api-keys", token: owner.token });
    expect(after.body.data[0]).toMatchObject({ name: "Reporting", createdBy: null });
    const [row] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, readOnly.body.data.id));
    expect(row.revokedAt).toBeNull();
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
});
