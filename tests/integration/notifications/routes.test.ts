import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as readOne } from "@/app/api/v1/notifications/[id]/read/route";
import { GET as getPreferences, PUT as putPreferences } from "@/app/api/v1/notifications/preferences/route";
import { POST as readAll } from "@/app/api/v1/notifications/read-all/route";
import { GET as list } from "@/app/api/v1/notifications/route";
import { GET as unreadCount } from "@/app/api/v1/notifications/unread-count/route";
import { accountEvents } from "@/db/events";
import { getDb } from "@/lib/db/client";
import { createAccount, createApiKeyFor } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { team, tell } from "./helpers";

describe("a member's notifications", () => {
  it("lists only the caller's own, newest first, with the unread filter and count; paginates", async () => {
    const t = await team();
    await tell(t.owner.accountId, [{ userId: t.viewer.userId }], { title: "first" });
    await tell(t.owner.accountId, [{ userId: t.viewer.userId }, { userId: t.member.userId }], { title: "second" });
    await tell(t.owner.accountId, [{ userId: t.viewer.userId }], { title: "third", kind: "finding.recorded" });

    const page1 = await call(list, { path: "/api/v1/notifications?limit=2", token: t.viewer.token });
    expect(page1.status, page1.text).toBe(200);
    expect(page1.body.data.map((n: { title: string }) => n.title)).toEqual(["third", "second"]);
    expect(page1.body.data[0]).toMatchObject({ kind: "finding.recorded", read: false, readAt: null, link: "/audits/x" });
    expect(page1.body.pagination.hasMore).toBe(true);
    const page2 = await call(list, {
      path: `/api/v1/notifications?limit=2&cursor=${encodeURIComponent(page1.body.pagination.nextCursor)}`,
      token: t.viewer.token,
    });
    expect(page2.body.data.map((n: { title: string }) => n.title)).toEqual(["first"]);

    const theirs = await call(list, { path: "/api/v1/notifications", token: t.member.token });
    expect(theirs.body.data.map((n: { title: string }) => n.title)).toEqual(["second"]);
    const owners = await call(list, { path: "/api/v1/notifications", token: t.owner.token });
    expect(owners.body.data).toEqual([]);

    const count = await call(unreadCount, { path: "/api/v1/notifications/unread-count", token: t.viewer.token });
    expect(count.body.data).toEqual({ unread: 3 });
  });

  it("a viewer marks one read and then all; another member's notification is 404", async () => {
    const t = await team();
    await tell(t.owner.accountId, [{ userId: t.viewer.userId }], { title: "one" });
    await tell(t.owner.accountId, [{ userId: t.viewer.userId }], { title: "two" });
    await tell(t.owner.accountId, [{ userId: t.member.userId }], { title: "not yours" });
    const mine = (await call(list, { path: "/api/v1/notifications", token: t.viewer.token })).body.data;
    const other = (await call(list, { path: "/api/v1/notifications", token: t.member.token })).body.data[0];

    const read = await call(readOne, { path: `/api/v1/notifications/${mine[0].id}/read`, token: t.viewer.token, params: { id: mine[0].id } });
    expect(read.status, read.text).toBe(200);
    expect(read.body.data).toMatchObject({ id: mine[0].id, read: true, readAt: expect.any(String) });
    const again = await call(readOne, { path: `/api/v1/notifications/${mine[0].id}/read`, token: t.viewer.token, params: { id: mine[0].id } });
    expect(again.body.data.readAt).toBe(read.body.data.readAt);

    const foreign = await call(readOne, { path: `/api/v1/notifications/${other.id}/read`, token: t.viewer.token, params: { id: other.id } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("not_found");
    const elsewhere = await createAccount();
    const otherTenant = await call(readOne, { path: `/api/v1/notifications/${other.id}/read`, token: elsewhere.token, params: { id: other.id } });
    expect(otherTenant.status).toBe(404);

    const unread = await call(list, { path: "/api/v1/notifications?unread=true", token: t.viewer.token });
    expect(unread.body.data.map((n: { title: string }) => n.title)).toEqual(["one"]);

    const all = await call(readAll, { method: "POST", path: "/api/v1/notifications/read-all", token: t.viewer.token });
    expect(all.status, all.text).toBe(200);
    expect(all.body.data).toEqual({ marked: 1 });
    expect((await call(unreadCount, { path: "/api/v1/notifications/unread-count", token: t.viewer.token })).body.data).toEqual({ unread: 0 });
    expect((await call(unreadCount, { path: "/api/v1/notifications/unread-count", token: t.member.token })).body.data).toEqual({ unread: 1 });

    const events = await getDb().select().from(accountEvents).where(eq(accountEvents.actorId, t.viewer.userId));
    expect(events.map((e) => e.action).sort()).toEqual(["notification.read", "notification.read_all"]);
  });

  it("keeps each member's e-mail preferences, validates them, and refuses API keys", async () => {
    const t = await team();
    const initial = await call(getPreferences, { path: "/api/v1/notifications/preferences", token: t.viewer.token });
    expect(initial.status).toBe(200);
    expect(initial.body.data).toEqual({ email: "immediately", mutedKinds: [], digestHourUtc: 8 });

    const put = await call(putPreferences, {
      method: "PUT",
      path: "/api/v1/notifications/preferences",
      token: t.viewer.token,
      body: { email: "daily_digest", mutedKinds: ["evidence.expiring", "test.failing", "evidence.expiring"] },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body.data).toEqual({ email: "daily_digest", mutedKinds: ["evidence.expiring", "test.failing"], digestHourUtc: 8 });
    expect((await call(getPreferences, { path: "/api/v1/notifications/preferences", token: t.viewer.token })).body.data.email).toBe("daily_digest");
    expect((await call(getPreferences, { path: "/api/v1/notifications/preferences", token: t.member.token })).body.data.email).toBe("immediately");

    const bad = await call(putPreferences, {
      method: "PUT",
      path: "/api/v1/notifications/preferences",
      token: t.viewer.token,
      body: { email: "hourly", mutedKinds: ["nope"], extra: 1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("validation_failed");
    const paths = bad.body.error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["email", "mutedKinds.0"]));

    const key = await createApiKeyFor(t.owner);
    const byKey = await call(list, { path: "/api/v1/notifications", apiKey: key });
    expect(byKey.status).toBe(403);
    const anonymous = await call(list, { path: "/api/v1/notifications" });
    expect(anonymous.status).toBe(401);
  });

  it("skips the actor, inactive or foreign recipients, and repeated dedupe keys", async () => {
    const t = await team();
    const elsewhere = await createAccount();
    const written = await getDb().transaction(async (tx) => {
      const { notify } = await import("@/lib/notifications");
      return notify(
        tx,
        {
          accountId: t.owner.accountId,
          recipients: [{ userId: t.admin.userId }, { userId: t.member.userId }, { userId: elsewhere.userId }, { userId: t.admin.userId }],
          kind: "finding.recorded",
          title: "x",
          body: "y",
          dedupeKey: "k1",
        },
        t.member.userId,
      );
    });
    expect(written).toBe(1);
    expect(await tell(t.owner.accountId, [{ userId: t.admin.userId }], { dedupeKey: "k1", kind: "finding.recorded" })).toBe(0);
  });
});
