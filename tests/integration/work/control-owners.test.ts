import { describe, expect, it } from "vitest";
import { PUT as setOwner } from "@/app/api/v1/frameworks/[id]/controls/[controlId]/owner/route";
import { GET as listOwners } from "@/app/api/v1/frameworks/[id]/owners/route";
import { GET as myWork } from "@/app/api/v1/work/route";
import { POST as createFramework } from "@/app/api/v1/custom-frameworks/route";
import { POST as addControl } from "@/app/api/v1/custom-frameworks/[id]/controls/route";
import { createAccount, setTier } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { deactivate, notificationsOf, team } from "./helpers";

const ownerPath = (fw: string, control: string) => `/api/v1/frameworks/${fw}/controls/${encodeURIComponent(control)}/owner`;
const put = (token: string, fw: string, control: string, body: unknown) =>
  call(setOwner, { method: "PUT", path: ownerPath(fw, control), token, params: { id: fw, controlId: control }, body });

describe("control owners", () => {
  it("a member names an owner of a built-in control: listed, notified, in their work; null removes it", async () => {
    const t = await team();
    const res = await put(t.member.token, "soc2", "CC6.1", { user_id: t.admin.userId });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ framework_id: "soc2", control_id: "CC6.1", owner: { id: t.admin.userId, name: "Ada Admin" } });
    expect(typeof res.body.data.control_title).toBe("string");

    const notes = await notificationsOf("control.assigned", "soc2:CC6.1");
    expect(notes.map((n) => n.userId)).toEqual([t.admin.userId]);

    const list = await call(listOwners, { path: "/api/v1/frameworks/soc2/owners", token: t.viewer.token, params: { id: "soc2" } });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.map((o: { control_id: string }) => o.control_id)).toEqual(["CC6.1"]);
    expect(list.body.pagination.hasMore).toBe(false);

    const work = await call(myWork, { path: "/api/v1/work", token: t.admin.token });
    expect(work.body.data.counts.controls).toBe(1);
    expect(work.body.data.items[0]).toMatchObject({ kind: "control", id: "soc2:CC6.1", overdue: false, due_at: null });

    // Assigning oneself tells nobody; the same owner again changes nothing.
    await put(t.admin.token, "soc2", "CC6.2", { user_id: t.admin.userId });
    expect(await notificationsOf("control.assigned", "soc2:CC6.2")).toEqual([]);
    const again = await put(t.member.token, "soc2", "CC6.1", { user_id: t.admin.userId });
    expect(again.status).toBe(200);
    expect(await notificationsOf("control.assigned", "soc2:CC6.1")).toHaveLength(1);

    const removed = await put(t.member.token, "soc2", "CC6.1", { user_id: null });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.data).toBeNull();
    const after = await call(listOwners, { path: "/api/v1/frameworks/soc2/owners", token: t.owner.token, params: { id: "soc2" } });
    expect(after.body.data.map((o: { control_id: string }) => o.control_id)).toEqual(["CC6.2"]);
  });

  it("refuses a viewer (403), a non-member or deactivated owner (400 naming user_id), unknown controls and other tenants' frameworks (404)", async () => {
    const t = await team();
    const stranger = await createAccount({ tier: "business" });
    const viewer = await put(t.viewer.token, "soc2", "CC6.1", { user_id: t.member.userId });
    expect(viewer.status).toBe(403);
    expect(viewer.body.error.code).toBe("forbidden");

    const outsider = await put(t.member.token, "soc2", "CC6.1", { user_id: stranger.userId });
    expect(outsider.status).toBe(400);
    expect(outsider.body.error.code).toBe("validation_failed");
    expect(outsider.body.error.details[0].path).toBe("user_id");

    const gone = await t.add("member", "Leaving Person");
    await deactivate(t.owner, gone.userId);
    expect((await put(t.member.token, "soc2", "CC6.1", { user_id: gone.userId })).status).toBe(400);

    expect((await put(t.member.token, "soc2", "NOPE-1", { user_id: t.member.userId })).status).toBe(404);
    expect((await put(t.member.token, "nope", "CC6.1", { user_id: t.member.userId })).status).toBe(404);
    const bad = await put(t.member.token, "soc2", "CC6.1", { user_id: t.member.userId, extra: 1 });
    expect(bad.status).toBe(400);

    // A custom framework of the account works; another tenant cannot see it.
    await setTier(t.owner.accountId, "scale");
    const fw = await call(createFramework, { path: "/api/v1/custom-frameworks", token: t.owner.token, body: { name: "Internal controls" } });
    expect(fw.status, fw.text).toBe(201);
    const fwId = fw.body.data.id as string;
    const ctl = await call(addControl, {
      path: `/api/v1/custom-frameworks/${fwId}/controls`,
      token: t.owner.token,
      params: { id: fwId },
      body: { control_id_label: "IC-1", title: "Backups tested", category: "Operations" },
    });
    expect(ctl.status, ctl.text).toBe(201);
    const custom = await put(t.member.token, fwId, "IC-1", { user_id: t.member.userId });
    expect(custom.status, custom.text).toBe(200);
    expect(custom.body.data.control_title).toBe("Backups tested");
    expect((await put(stranger.token, fwId, "IC-1", { user_id: stranger.userId })).status).toBe(404);
    expect((await call(listOwners, { path: `/api/v1/frameworks/${fwId}/owners`, token: stranger.token, params: { id: fwId } })).status).toBe(404);
  });
});
