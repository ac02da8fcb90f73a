import { describe, expect, it } from "vitest";
import { createAccount, createApiKeyFor } from "../../helpers/accounts";
import { team } from "../../helpers/team";
import { createSchedule, noPractices, profile, runNow } from "../monitoring/helpers";
import { deletePerson, importPeople, listPeople } from "../people/routes";
import { approvedDocument, approveNewVersion, coverage, personPolicies, records, requirements } from "./routes";

type Person = { id: string; email: string; department: string | null; policies: { state: string; required: number; accepted: number } };

async function soc2Controls(t: Awaited<ReturnType<typeof team>>, scheduleId: string) {
  const run = await runNow(t.owner, scheduleId);
  expect(run.status, run.text).toBe(200);
  const byId = new Map(
    (run.body.data.controls as { controlId: string; readiness: string; sources: { title: string; counts: boolean }[] }[]).map((c) => [c.controlId, c]),
  );
  return byId;
}

describe("policy acceptance", () => {
  it("asks the active people for the current approved version, records immutable acceptances, counts coverage, and asks again on a new version", async () => {
    const t = await team();
    const key = await createApiKeyFor(t.owner, "docs");
    const aup = await approvedDocument(t.owner.token, key, "acceptable-use-policy");
    const lines = ["name,email,department,status", `Sam Engineer,${t.member.email},Engineering,active`];
    for (let i = 1; i <= 19; i++) lines.push(`Person ${String(i).padStart(2, "0")},p${i}@example.com,${i <= 10 ? "Engineering" : "Sales"},active`);
    lines.push("Gone Person,gone@example.com,Sales,former");
    expect((await importPeople(t.admin.token, lines.join("\n"))).status).toBe(200);
    const people = (await listPeople(t.viewer.token, "?limit=200")).body.data as Person[];
    const self = people.find((p) => p.email === t.member.email)!;
    const gone = people.find((p) => p.email === "gone@example.com")!;
    expect(self.policies).toMatchObject({ state: "none", required: 0 });

    // Only admins require acceptance, and only of an approved document.
    expect((await requirements.create(t.member.token, { documentId: aup.id, audience: "everyone" })).status).toBe(403);
    expect((await requirements.create(t.admin.token, { documentId: t.owner.accountId, audience: "everyone" })).status).toBe(400);
    expect((await requirements.create(t.admin.token, { documentId: aup.id, audience: "departments" })).status).toBe(400);
    const created = await requirements.create(t.admin.token, { documentId: aup.id, audience: "everyone" });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({ documentTitle: aup.title, audience: "everyone", required: 20, accepted: 0, percent: 0, met: false });
    const v1 = created.body.data.currentVersion;
    expect(v1).toMatchObject({ number: 1, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await requirements.create(t.admin.token, { documentId: aup.id, audience: "everyone" })).status).toBe(409);

    // The member accepts for themselves; the record names the version's hash, the address and the user agent.
    const mine = await records.record(t.member.token, { documentId: aup.id }, { "user-agent": "Phone browser/1.0" });
    expect(mine.status, mine.text).toBe(201);
    expect(mine.body.data).toMatchObject({
      person: { id: self.id },
      version: { id: v1.id, number: 1, sha256: v1.sha256 },
      channel: "self",
      userAgent: "Phone browser/1.0",
      recordedBy: t.member.userId,
    });
    expect((await records.record(t.member.token, { documentId: aup.id })).status).toBe(409);
    // Someone else's acceptance is an admin's to record.
    const other = people.find((p) => p.email === "p1@example.com")!;
    expect((await records.record(t.member.token, { documentId: aup.id, personId: other.id })).status).toBe(403);
    expect((await records.record(t.viewer.token, { documentId: aup.id })).status).toBe(400); // the viewer is no person
    expect((await records.record(t.admin.token, { documentId: aup.id, personId: gone.id })).status).toBe(400);

    const schedule = await createSchedule(t.owner, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(noPractices) });
    let controls = await soc2Controls(t, schedule.id);
    expect(controls.get("CC1.1")!.readiness).toBe("partial"); // the approved AUP, but acceptance below 95%

    for (const p of people.filter((p) => p.email.startsWith("p") && p.email !== "p19@example.com")) {
      const res = await records.record(t.admin.token, { documentId: aup.id, personId: p.id });
      expect(res.status, res.text).toBe(201);
      expect(res.body.data.channel).toBe("admin");
    }
    const cov = await coverage(t.viewer.token);
    expect(cov.status, cov.text).toBe(200);
    expect(cov.body.data.overall).toEqual({ required: 20, accepted: 19, percent: 95, met: true });
    expect(cov.body.data.documents[0].pending.map((p: { email: string }) => p.email)).toEqual(["p19@example.com"]);
    controls = await soc2Controls(t, schedule.id);
    expect(controls.get("CC1.1")!.readiness).toBe("met");
    expect(controls.get("CC1.1")!.sources.some((s) => s.title.startsWith("Policy acceptance:") && s.counts)).toBe(true);

    // The gap filter.
    const pending = await listPeople(t.viewer.token, "?policies=pending");
    expect(pending.body.data.map((p: Person) => p.email)).toEqual(["p19@example.com"]);
    expect((await listPeople(t.viewer.token, "?policies=complete&limit=200")).body.data).toHaveLength(19);
    expect((await listPeople(t.viewer.token, "?policies=none")).body.data.map((p: Person) => p.email)).toEqual(["gone@example.com"]);

    // A new approved version asks everyone again; the old records stay.
    await approveNewVersion(t.owner.token, aup.id, "# Acceptable use policy\n\nVersion two: shorter and clearer.\n");
    const again = await coverage(t.viewer.token, `?documentId=${aup.id}`);
    expect(again.body.data.documents[0]).toMatchObject({ currentVersion: { number: 2 }, required: 20, accepted: 0, met: false });
    const mineNow = await personPolicies(t.viewer.token, self.id);
    expect(mineNow.body.data).toMatchObject({ state: "pending", required: 1, accepted: 0, items: [{ version: { number: 2 }, acceptedAt: null }] });
    expect((await records.record(t.member.token, { documentId: aup.id })).status).toBe(201);
    expect((await records.list(t.viewer.token, `?personId=${self.id}`)).body.data.map((r: { version: { number: number } }) => r.version.number)).toEqual([
      2, 1,
    ]);

    // Narrowing the audience to a department.
    const reqId = created.body.data.id as string;
    const narrowed = await requirements.patch(t.admin.token, reqId, { audience: "departments", departments: ["engineering"] });
    expect(narrowed.body.data).toMatchObject({ required: 11, accepted: 1 });

    // The export an auditor reads.
    const csv = await records.export(t.viewer.token, `?documentId=${aup.id}`);
    expect(csv.status).toBe(200);
    const rows = (csv.body as string).trim().split("\r\n");
    expect(rows[0]).toBe("Person,E-mail,Document,Document id,Version,Version SHA-256,Accepted at (UTC),Address,User agent,Recorded");
    expect(rows).toHaveLength(1 + 20);
    expect(rows.some((r) => r.includes(v1.sha256) && r.includes("Phone browser/1.0"))).toBe(true);

    // A person with acceptances is kept: deleting them is refused.
    expect((await deletePerson(t.member.token, self.id)).status).toBe(409);

    // Another account sees none of it.
    const stranger = await createAccount({ tier: "business" });
    expect((await coverage(stranger.token)).body.data.documents).toEqual([]);
    expect((await requirements.patch(stranger.token, reqId, { audience: "everyone" })).status).toBe(404);
    expect((await requirements.remove(stranger.token, reqId)).status).toBe(404);
    expect((await personPolicies(stranger.token, self.id)).status).toBe(404);
    expect((await records.record(stranger.token, { documentId: aup.id, personId: self.id })).status).toBe(404);
    expect((await records.list(stranger.token)).body.data).toEqual([]);

    expect((await requirements.remove(t.member.token, reqId)).status).toBe(403);
    expect((await requirements.remove(t.admin.token, reqId)).status).toBe(200);
    expect((await requirements.list(t.viewer.token)).body.data).toEqual([]);
    expect((await records.list(t.viewer.token, "?limit=200")).body.data).toHaveLength(20);
  });
});
