import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@/db/accounts";
import { GET as listGroups, POST as createGroup } from "@/app/scim/v2/Groups/route";
import { DELETE as deleteGroup, GET as getGroup, PATCH as patchGroup, PUT as replaceGroup } from "@/app/scim/v2/Groups/[id]/route";
import { POST as createUser } from "@/app/scim/v2/Users/route";
import { GET as getUser } from "@/app/scim/v2/Users/[id]/route";
import { GET as listMappings } from "@/app/api/v1/scim/groups/route";
import { PUT as setRole } from "@/app/api/v1/scim/groups/[id]/route";
import { getDb } from "@/lib/db/client";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { auditActions, GROUP_SCHEMA, PATCH_OP, scim, scimTokenFor } from "./scim-client";

async function roleOf(userId: string) {
  const [row] = await getDb().select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row.role;
}

describe("SCIM Groups and role mapping", () => {
  it("Okta: push a group with members, add and remove members; an admin maps it to a role", async () => {
    const account = await createAccount();
    const idp = scim(await scimTokenFor(account));
    const people: string[] = [];
    for (const name of ["linus", "margaret", "ken"]) {
      const res = await idp(createUser, "POST", "/scim/v2/Users", {
        body: { userName: `${name}@groups-co.example`, name: { givenName: name, familyName: "X" } },
      });
      people.push(res.body.id);
    }
    const [linus, margaret, ken] = people;

    const lookup = await idp(listGroups, "GET", `/scim/v2/Groups?filter=${encodeURIComponent('displayName eq "Security"')}`);
    expect(lookup.body.totalResults).toBe(0);
    const created = await idp(createGroup, "POST", "/scim/v2/Groups", {
      body: { schemas: [GROUP_SCHEMA], displayName: "Security", members: [{ value: linus, display: "linus" }, { value: margaret }] },
    });
    expect(created.status).toBe(201);
    const group = created.body;
    expect(group.members.map((m: { value: string }) => m.value).sort()).toEqual([linus, margaret].sort());
    expect(group.meta).toMatchObject({ resourceType: "Group", location: `http://localhost:3000/scim/v2/Groups/${group.id}` });
    // No role until an admin maps the group.
    expect(await roleOf(linus)).toBe("member");

    const mapped = await call(setRole, {
      method: "PUT",
      path: `/api/v1/scim/groups/${group.id}`,
      token: account.token,
      params: { id: group.id },
      body: { role: "admin" },
    });
    expect(mapped.status).toBe(200);
    expect(mapped.body.data).toMatchObject({ id: group.id, displayName: "Security", role: "admin", memberCount: 2 });
    expect(await roleOf(linus)).toBe("admin");
    expect(await roleOf(margaret)).toBe("admin");
    expect(await roleOf(ken)).toBe("member");

    // Okta's membership pushes.
    const add = await idp(patchGroup, "PATCH", `/scim/v2/Groups/${group.id}`, {
      params: { id: group.id },
      body: { schemas: [PATCH_OP], Operations: [{ op: "add", path: "members", value: [{ value: ken, display: "ken" }] }] },
    });
    expect(add.status).toBe(200);
    expect(await roleOf(ken)).toBe("admin");
    const remove = await idp(patchGroup, "PATCH", `/scim/v2/Groups/${group.id}`, {
      params: { id: group.id },
      body: { schemas: [PATCH_OP], Operations: [{ op: "remove", path: `members[value eq "${margaret}"]` }] },
    });
    expect(remove.body.members.map((m: { value: string }) => m.value).sort()).toEqual([linus, ken].sort());
    // Margaret is in no mapped group now: she keeps the role she has.
    expect(await roleOf(margaret)).toBe("admin");

    const rename = await idp(patchGroup, "PATCH", `/scim/v2/Groups/${group.id}`, {
      params: { id: group.id },
      body: { schemas: [PATCH_OP], Operations: [{ op: "replace", value: { id: group.id, displayName: "Security Team" } }] },
    });
    expect(rename.body.displayName).toBe("Security Team");

    const user = await idp(getUser, "GET", `/scim/v2/Users/${linus}`, { params: { id: linus } });
    expect(user.body.groups).toEqual([{ value: group.id, display: "Security Team" }]);

    const trail = (await auditActions(account.accountId)).map((e) => e.action);
    expect(trail).toEqual(
      expect.arrayContaining([
        "scim.token_created",
        "scim.group_created",
        "scim.group_members_changed",
        "scim.group_role_mapped",
        "member.role_changed",
        "scim.group_updated",
      ]),
    );
  });

  it("Entra ID: Add/Remove/Replace in capitals, membership check with excludedAttributes, the highest mapped role wins", async () => {
    const account = await createAccount();
    const idp = scim(await scimTokenFor(account, "Entra ID"));
    const a = (await idp(createUser, "POST", "/scim/v2/Users", { body: { userName: "a@entra-groups.example", active: "True" } })).body.id;
    const b = (await idp(createUser, "POST", "/scim/v2/Users", { body: { userName: "b@entra-groups.example", active: "True" } })).body.id;

    const viewers = (
      await idp(createGroup, "POST", "/scim/v2/Groups", { body: { schemas: [GROUP_SCHEMA], displayName: "Readers", externalId: "entra-readers", members: [] } })
    ).body;
    const admins = (
      await idp(createGroup, "POST", "/scim/v2/Groups", { body: { schemas: [GROUP_SCHEMA], displayName: "Admins", externalId: "entra-admins", members: [] } })
    ).body;
    await call(setRole, {
      method: "PUT",
      path: `/api/v1/scim/groups/${viewers.id}`,
      token: account.token,
      params: { id: viewers.id },
      body: { role: "viewer" },
    });
    await call(setRole, { method: "PUT", path: `/api/v1/scim/groups/${admins.id}`, token: account.token, params: { id: admins.id }, body: { role: "admin" } });

    await idp(patchGroup, "PATCH", `/scim/v2/Groups/${viewers.id}`, {
      params: { id: viewers.id },
      body: { schemas: [PATCH_OP], Operations: [{ op: "Add", path: "members", value: [{ value: a }, { value: b }] }] },
    });
    expect(await roleOf(a)).toBe("viewer");
    expect(await roleOf(b)).toBe("viewer");
    await idp(patchGroup, "PATCH", `/scim/v2/Groups/${admins.id}`, {
      params: { id: admins.id },
      body: { schemas: [PATCH_OP], Operations: [{ op: "Add", path: "members", value: [{ value: a }] }] },
    });
    expect(await roleOf(a)).toBe("admin");

    // Entra checks membership before changing it.
    const check = await idp(
      listGroups,
      "GET",
      `/scim/v2/Groups?filter=${encodeURIComponent(`id eq "${admins.id}" and members[value eq "${a}"]`)}&excludedAttributes=members`,
    );
    expect(check.body.totalResults).toBe(1);
    expect(check.body.Resources[0].members).toBeUndefined();
    const notIn = await idp(
      listGroups,
      "GET",
      `/scim/v2/Groups?filter=${encodeURIComponent(`id eq "${admins.id}" and members[value eq "${b}"]`)}&excludedAttributes=members`,
    );
    expect(notIn.body.totalResults).toBe(0);
    const byExternal = await idp(listGroups, "GET", `/scim/v2/Groups?filter=${encodeURIComponent('externalId eq "entra-readers"')}`);
    expect(byExternal.body.Resources.map((g: { id: string }) => g.id)).toEqual([viewers.id]);

    // Leaving the admin group: the remaining mapped group decides.
    await idp(patchGroup, "PATCH", `/scim/v2/Groups/${admins.id}`, {
      params: { id: admins.id },
      body: { schemas: [PATCH_OP], Operations: [{ op: "Remove", path: "members", value: [{ value: a }] }] },
    });
    expect(await roleOf(a)).toBe("viewer");

    await idp(patchGroup, "PATCH", `/scim/v2/Groups/${viewers.id}`, {
      params: { id: viewers.id },
      body: { schemas: [PATCH_OP], Operations: [{ op: "Replace", path: "displayName", value: "Auditors (read)" }] },
    });
    const got = await idp(getGroup, "GET", `/scim/v2/Groups/${viewers.id}`, { params: { id: viewers.id } });
    expect(got.body.displayName).toBe("Auditors (read)");

    const put = await idp(replaceGroup, "PUT", `/scim/v2/Groups/${admins.id}`, {
      params: { id: admins.id },
      body: { schemas: [GROUP_SCHEMA], displayName: "Admins", members: [{ value: b }] },
    });
    expect(put.body.members.map((m: { value: string }) => m.value)).toEqual([b]);
    expect(await roleOf(b)).toBe("admin");

    const del = await idp(deleteGroup, "DELETE", `/scim/v2/Groups/${admins.id}`, { params: { id: admins.id } });
    expect(del.status).toBe(204);
    // b is still in Readers: the highest group left is viewer.
    expect(await roleOf(b)).toBe("viewer");
    expect((await idp(getGroup, "GET", `/scim/v2/Groups/${admins.id}`, { params: { id: admins.id } })).status).toBe(404);

    const listed = await call(listMappings, { path: "/api/v1/scim/groups?limit=1", token: account.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([expect.objectContaining({ displayName: "Auditors (read)", role: "viewer", memberCount: 2 })]);
    expect(listed.body.pagination.hasMore).toBe(false);
  });

  it("owners keep ownership, groups never grant it, and another account's group or user is unknown", async () => {
    const account = await createAccount();
    const other = await createAccount();
    const idp = scim(await scimTokenFor(account));
    const otherIdp = scim(await scimTokenFor(other));
    const group = (await idp(createGroup, "POST", "/scim/v2/Groups", { body: { displayName: "Everyone", members: [{ value: account.userId }] } })).body;

    const owner = await call(setRole, {
      method: "PUT",
      path: `/api/v1/scim/groups/${group.id}`,
      token: account.token,
      params: { id: group.id },
      body: { role: "owner" },
    });
    expect(owner.status).toBe(400);
    const viewer = await call(setRole, {
      method: "PUT",
      path: `/api/v1/scim/groups/${group.id}`,
      token: account.token,
      params: { id: group.id },
      body: { role: "viewer" },
    });
    expect(viewer.status).toBe(200);
    // The only owner stays owner: a group does not demote an owner.
    expect(await roleOf(account.userId)).toBe("owner");
    const cleared = await call(setRole, {
      method: "PUT",
      path: `/api/v1/scim/groups/${group.id}`,
      token: account.token,
      params: { id: group.id },
      body: { role: null },
    });
    expect(cleared.body.data.role).toBeNull();

    const foreign = await call(setRole, {
      method: "PUT",
      path: `/api/v1/scim/groups/${group.id}`,
      token: other.token,
      params: { id: group.id },
      body: { role: "admin" },
    });
    expect(foreign.status).toBe(404);
    expect((await otherIdp(getGroup, "GET", `/scim/v2/Groups/${group.id}`, { params: { id: group.id } })).status).toBe(404);
    const stranger = await otherIdp(createGroup, "POST", "/scim/v2/Groups", { body: { displayName: "Steal", members: [{ value: account.userId }] } });
    expect(stranger.status).toBe(400);
    expect(stranger.body.scimType).toBe("invalidValue");
    const duplicate = await idp(createGroup, "POST", "/scim/v2/Groups", { body: { displayName: "Everyone" } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.scimType).toBe("uniqueness");
  });
});
