import { describe, expect, it } from "vitest";
import { GET as listTrail } from "@/app/api/v1/events/route";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { team } from "../../helpers/team";
import { createPerson, deletePerson, getPerson, importPeople, listPeople, patchPerson } from "./routes";

describe("people", () => {
  it("members add and change people, viewers read them, joiners and leavers are recorded, another account sees 404", async () => {
    const t = await team();
    const boss = await createPerson(t.member.token, { name: "Ada Lovelace", email: "Ada@Example.com", department: "Engineering", title: "CTO" });
    expect(boss.status, boss.text).toBe(201);
    expect(boss.body.data).toMatchObject({ email: "ada@example.com", status: "active", employmentType: "employee", member: null, manager: null });
    expect(boss.body.data.sources).toMatchObject({ name: "manual", email: "manual", department: "manual" });
    const person = await createPerson(t.member.token, {
      name: "Alan Turing",
      email: "alan@example.com",
      department: "Engineering",
      managerId: boss.body.data.id,
      startDate: "2026-01-05",
    });
    expect(person.status, person.text).toBe(201);
    expect(person.body.data.manager).toEqual({ id: boss.body.data.id, name: "Ada Lovelace" });
    const id = person.body.data.id as string;

    // A person who is also a console member is matched by e-mail.
    const asMember = await createPerson(t.member.token, { name: "Sam Engineer", email: t.member.email.toUpperCase(), department: "Sales" });
    expect(asMember.body.data.member).toEqual({ userId: t.member.userId, role: "member" });

    expect((await createPerson(t.member.token, { name: "Again", email: "alan@example.com" })).status).toBe(409);
    expect((await createPerson(t.member.token, { name: "Self", email: "x@example.com", startDate: "2026-02-30" })).status).toBe(400);
    expect((await createPerson(t.viewer.token, { name: "Viewer", email: "v@example.com" })).status).toBe(403);

    const left = await patchPerson(t.member.token, id, { status: "former", endDate: "2026-11-30" });
    expect(left.status, left.text).toBe(200);
    expect(left.body.data).toMatchObject({ status: "former", endDate: "2026-11-30", sources: { status: "manual", endDate: "manual" } });
    expect((await patchPerson(t.member.token, id, { endDate: "2025-01-01" })).status).toBe(400);
    expect((await patchPerson(t.member.token, id, { managerId: id })).status).toBe(400);
    const detail = await getPerson(t.viewer.token, id);
    expect(detail.status, detail.text).toBe(200);
    expect(detail.body.data.events.map((e: { kind: string; effectiveOn: string }) => [e.kind, e.effectiveOn])).toEqual([
      ["left", "2026-11-30"],
      ["joined", "2026-01-05"],
    ]);
    const rehired = await patchPerson(t.member.token, id, { status: "active", startDate: "2026-12-01", endDate: null });
    expect(rehired.status).toBe(200);
    expect((await getPerson(t.viewer.token, id)).body.data.events[0]).toMatchObject({ kind: "joined", effectiveOn: "2026-12-01" });

    // Lists: by name, filtered and searched, paginated.
    const all = await listPeople(t.viewer.token);
    expect(all.status, all.text).toBe(200);
    expect(all.body.data.map((p: { name: string }) => p.name)).toEqual(["Ada Lovelace", "Alan Turing", "Sam Engineer"]);
    expect((await listPeople(t.viewer.token, "?department=engineering")).body.data).toHaveLength(2);
    expect((await listPeople(t.viewer.token, "?q=turing")).body.data.map((p: { name: string }) => p.name)).toEqual(["Alan Turing"]);
    expect((await listPeople(t.viewer.token, "?status=former")).body.data).toHaveLength(0);
    const first = await listPeople(t.viewer.token, "?limit=2");
    expect(first.body.pagination.hasMore).toBe(true);
    const second = await listPeople(t.viewer.token, `?limit=2&cursor=${first.body.pagination.nextCursor}`);
    expect(second.body.data.map((p: { name: string }) => p.name)).toEqual(["Sam Engineer"]);

    const other = await createAccount({ tier: "business" });
    expect((await getPerson(other.token, id)).status).toBe(404);
    expect((await patchPerson(other.token, id, { title: "Spy" })).status).toBe(404);
    expect((await deletePerson(other.token, id)).status).toBe(404);
    expect((await listPeople(other.token)).body.data).toHaveLength(0);

    expect((await deletePerson(t.viewer.token, id)).status).toBe(403);
    const gone = await deletePerson(t.member.token, id);
    expect(gone.body.data).toEqual({ id, deleted: true });
    expect((await getPerson(t.viewer.token, id)).status).toBe(404);

    const trail = await call(listTrail, { path: "/api/v1/events?action=person.", token: t.owner.token });
    expect(trail.body.data.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(["person.created", "person.updated", "person.deleted"]));
  });

  it("an admin imports a CSV: all or nothing, each row reported, existing people updated by e-mail, managers in the file", async () => {
    const t = await team();
    await createPerson(t.admin.token, { name: "Old Name", email: "grace@example.com", title: "Engineer", department: "Ops" });
    const csv = [
      "Name,Email,Title,Department,Manager Email,Employment Type,Start Date,End Date,Status",
      "Grace Hopper,GRACE@example.com,Admiral,Engineering,,employee,2020-01-06,,active",
      "Linus T,linus@example.com,Engineer,Engineering,grace@example.com,contractor,2026-03-02,,active",
      "Past Person,past@example.com,,Sales,,,2019-01-01,2021-01-01,former",
    ].join("\n");
    expect((await importPeople(t.member.token, csv)).status).toBe(403);
    const done = await importPeople(t.admin.token, csv);
    expect(done.status, done.text).toBe(200);
    expect(done.body.data).toMatchObject({ rows: 3, created: 2, updated: 1, unchanged: 0, joiners: 1, leavers: 0 });
    expect(done.body.data.results.map((r: { line: number; outcome: string }) => [r.line, r.outcome])).toEqual([
      [2, "updated"],
      [3, "created"],
      [4, "created"],
    ]);
    const list = (await listPeople(t.viewer.token)).body.data as { name: string; title: string | null; sources: Record<string, string>; manager: unknown }[];
    const grace = list.find((p) => p.name === "Grace Hopper")!;
    expect(grace).toMatchObject({ title: "Admiral", sources: { name: "csv", title: "csv", department: "csv", email: "manual" } });
    expect(list.find((p) => p.name === "Linus T")!.manager).toMatchObject({ name: "Grace Hopper" });

    // The same file again changes nothing.
    const again = await importPeople(t.admin.token, csv);
    expect(again.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 3 });

    // A file with bad rows: every problem listed by line and column, nothing imported.
    const bad = [
      "name,email,status,start_date,manager_email",
      "Ok Person,ok@example.com,active,2026-01-01,",
      ",missing-name@example.com,active,,",
      "Bad Mail,not-an-email,active,,",
      "Bad Status,bs@example.com,retired,2026-13-01,",
      "Dup,ok@example.com,active,,",
      "Orphan,orphan@example.com,active,,nobody@example.com",
    ].join("\n");
    const refused = await importPeople(t.admin.token, bad);
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.error.code).toBe("validation_failed");
    expect(refused.body.error.message).toMatch(/Nothing was imported\.$/);
    const paths = refused.body.error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(["csv.line 3.name", "csv.line 4.email", "csv.line 5.status", "csv.line 5.start_date", "csv.line 6.email"]);
    expect((await listPeople(t.viewer.token, "?q=ok@")).body.data).toHaveLength(0);

    // A manager nobody knows is found once the rows are otherwise good.
    const orphan = await importPeople(t.admin.token, "name,email,manager_email\nOrphan,orphan@example.com,nobody@example.com\n");
    expect(orphan.status).toBe(400);
    expect(orphan.body.error.details).toEqual([{ path: "csv.line 2.manager_email", message: expect.stringContaining("nobody@example.com") }]);
    const unknown = await importPeople(t.admin.token, "name,email,shoe_size\nA,a@example.com,44\n");
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0].path).toBe("csv.line 1.shoe_size");

    // A leaver by import is recorded.
    const leave = await importPeople(t.admin.token, "email,name,status,end_date\nlinus@example.com,Linus T,former,2026-06-30\n");
    expect(leave.body.data).toMatchObject({ updated: 1, leavers: 1 });
  });
});
