import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as arHandler } from "@/app/api/v1/audits/[id]/export/oscal-assessment-results.json/route";
import { GET as poamHandler } from "@/app/api/v1/audits/[id]/export/oscal-poam.json/route";
import { PUT as scopeHandler } from "@/app/api/v1/audits/[id]/scope/route";
import { PUT as responseHandler } from "@/app/api/v1/audits/[id]/findings/[fid]/response/route";
import { GET as auditorArHandler } from "@/app/api/v1/auditor/export/oscal-assessment-results.json/route";
import { PUT as statusHandler } from "@/app/api/v1/auditor/controls/[id]/status/route";
import { POST as findingHandler } from "@/app/api/v1/auditor/findings/route";
import { PUT as updateFindingHandler } from "@/app/api/v1/auditor/findings/[id]/route";
import { GET as cfOscalHandler } from "@/app/api/v1/custom-frameworks/[id]/assessment/oscal/route";
import { POST as createEvidenceHandler } from "@/app/api/v1/evidence/route";
import { POST as uploadHandler } from "@/app/api/v1/evidence/upload/route";
import { GET as resultOscalHandler } from "@/app/api/v1/monitoring/results/[id]/oscal/route";
import { stableUuid } from "@/lib/oscal/uuid";
import { OSCAL_VERSION } from "@/lib/oscal/version";
import { createAccount, setTier, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { oscalSchemaErrors } from "../../helpers/oscal-schema";
import { team } from "../../helpers/team";
import { auditorFor, createAudit, expectError } from "../audits/helpers";
import { addControlTo, createFramework, handlers as cf, publishFramework } from "../custom-frameworks/routes";
import { allPractices, createSchedule, profile, runNow } from "../monitoring/helpers";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
type Doc = Record<string, any>;

async function upload(token: string, name: string, body: string) {
  const form = new FormData();
  form.append("file", new Blob([body], { type: "application/pdf" }), name);
  const res = await call(uploadHandler, { path: "/api/v1/evidence/upload", token, body: form });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string; url: string };
}

async function evidence(token: string, title: string, url: string, controls: { framework: string; controlId: string }[]) {
  const res = await call(createEvidenceHandler, { path: "/api/v1/evidence", token, body: { title, url, controls } });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string };
}

/** A started SOC 2 audit with uploaded evidence, the auditor's verdicts, two findings (one answered), and an exclusion. */
async function arrangeAudit(owner: TestAccount) {
  const audit = await createAudit(owner, { title: "SOC 2 FY2026", period_start: "2026-01-01", period_end: "2026-06-30" });
  const auditor = await auditorFor(owner, audit.id);
  const excluded = await call(scopeHandler, {
    method: "PUT",
    path: `/api/v1/audits/${audit.id}/scope`,
    token: owner.token,
    params: { id: audit.id },
    body: { controls: [{ control_id: "CC9.2", in_scope: false, reason: "No vendors process customer data." }] },
  });
  expect(excluded.status, excluded.text).toBe(200);

  const policyText = "%PDF-1.7\n% the MFA policy\n";
  const policy = await upload(owner.token, "mfa-policy.pdf", policyText);
  await evidence(owner.token, "MFA policy", policy.url, [
    { framework: "soc2", controlId: "CC6.1" },
    { framework: "soc2", controlId: "CC6.2" },
  ]);
  const reviewText = "%PDF-1.7\n% access review\n";
  const review = await upload(owner.token, "access-review.pdf", reviewText);
  await evidence(owner.token, "Access review Q1", review.url, [{ framework: "soc2", controlId: "CC6.3" }]);

  const review61 = await call(statusHandler, {
    method: "PUT",
    path: "/api/v1/auditor/controls/CC6.1/status",
    token: auditor,
    params: { id: "CC6.1" },
    body: { status: "passed", auditor_notes: "MFA enforced for all users." },
  });
  expect(review61.status, review61.text).toBe(200);
  await call(statusHandler, {
    method: "PUT",
    path: "/api/v1/auditor/controls/CC6.3/status",
    token: auditor,
    params: { id: "CC6.3" },
    body: { status: "failed" },
  });

  const open = await call(findingHandler, {
    path: "/api/v1/auditor/findings",
    token: auditor,
    body: {
      control_id: "CC6.3",
      severity: "major",
      title: "Access reviews skipped",
      description: "Q1 review missed two systems.",
      remediation: "Review every system each quarter.",
    },
  });
  expect(open.status, open.text).toBe(201);
  const due = "2099-09-30T00:00:00.000Z";
  const answered = await call(responseHandler, {
    method: "PUT",
    path: `/api/v1/audits/${audit.id}/findings/${open.body.data.id}/response`,
    token: owner.token,
    params: { id: audit.id, fid: open.body.data.id },
    body: { due_at: due, management_response: "The review now covers every system." },
  });
  expect(answered.status, answered.text).toBe(200);
  const resolved = await call(findingHandler, {
    path: "/api/v1/auditor/findings",
    token: auditor,
    body: { control_id: "CC6.1", severity: "minor", title: "Stale admin", description: "One stale admin account." },
  });
  const closed = await call(updateFindingHandler, {
    method: "PUT",
    path: `/api/v1/auditor/findings/${resolved.body.data.id}`,
    token: auditor,
    params: { id: resolved.body.data.id },
    body: { status: "resolved" },
  });
  expect(closed.status, closed.text).toBe(200);
  return {
    audit,
    auditor,
    openId: open.body.data.id as string,
    resolvedId: resolved.body.data.id as string,
    due,
    hashes: { policy: sha256(policyText), review: sha256(reviewText) },
  };
}

const get = (handler: typeof arHandler, kind: string, auditId: string, token: string) =>
  call(handler, { path: `/api/v1/audits/${auditId}/export/${kind}`, token, params: { id: auditId } });

describe("OSCAL exports of an audit", () => {
  it("answers assessment results valid against NIST's schema, with the hashes, verdicts, findings and exclusions, byte-identical twice", async () => {
    const { owner, viewer } = await team();
    const { audit, auditor, openId, resolvedId, due, hashes } = await arrangeAudit(owner);

    const first = await get(arHandler, "oscal-assessment-results.json", audit.id, viewer.token);
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get("content-type")).toMatch(/^application\/json/);
    expect(first.headers.get("content-disposition")).toBe('attachment; filename="soc-2-fy2026-oscal-assessment-results.json"');
    const doc = first.body as Doc;
    expect(oscalSchemaErrors("assessment-results", doc)).toEqual([]);
    const ar = doc["assessment-results"];
    expect(ar.metadata["oscal-version"]).toBe(OSCAL_VERSION);
    expect(ar.metadata.parties.map((p: Doc) => p.name)).toEqual(expect.arrayContaining(["Ada Auditor", "Firm LLP"]));

    const result = ar.results[0];
    expect([result.start, result.end]).toEqual(["2026-01-01T00:00:00.000Z", "2026-06-30T23:59:59.999Z"]);
    const selection = result["reviewed-controls"]["control-selections"][0];
    expect(selection["exclude-controls"]).toEqual([{ "control-id": "cc9.2" }]);
    expect(selection.remarks).toContain("No vendors process customer data.");
    expect(selection["include-controls"]).toContainEqual({ "control-id": "cc6.1" });

    // Every file the audit holds is an observation carrying its SHA-256, and a back-matter resource holds the hash too.
    const evidenceProps = result.observations.flatMap((o: Doc) => o["relevant-evidence"].flatMap((e: Doc) => e.props));
    expect(evidenceProps).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "sha256", value: hashes.policy }),
        expect.objectContaining({ name: "sha256", value: hashes.review }),
      ]),
    );
    const resourceHashes = ar["back-matter"].resources.flatMap((r: Doc) => (r.rlinks ?? []).flatMap((l: Doc) => l.hashes.map((h: Doc) => h.value)));
    expect(resourceHashes.sort()).toEqual([hashes.policy, hashes.review].sort());
    expect(result.observations.every((o: Doc) => o.methods.includes("EXAMINE"))).toBe(true);

    // The auditor's verdicts, and the findings with their status and remediation.
    const verdict = (status: string) => result.findings.find((f: Doc) => f.props.some((p: Doc) => p.name === "control-status" && p.value === status));
    expect(verdict("passed")).toMatchObject({
      description: "MFA enforced for all users.",
      target: { "target-id": "cc6.1_smt", status: { state: "satisfied", reason: "pass" } },
    });
    expect(verdict("failed").target).toMatchObject({ "target-id": "cc6.3_smt", status: { state: "not-satisfied", reason: "fail" } });
    expect(result.remarks).toContain("CC6.2: Pending");
    const byTitle = new Map(result.findings.map((f: Doc) => [f.title, f]));
    const skipped = byTitle.get("Access reviews skipped") as Doc;
    expect(skipped.target).toMatchObject({ type: "statement-id", "target-id": "cc6.3_smt", status: { state: "not-satisfied" } });
    expect(skipped.props).toContainEqual(expect.objectContaining({ name: "severity", value: "major" }));
    expect(skipped["related-observations"]).toHaveLength(1);
    expect(byTitle.get("Stale admin")).toMatchObject({
      uuid: stableUuid("audit", audit.id, "finding", resolvedId),
      target: { status: { state: "satisfied" } },
    });
    const risk = result.risks.find((r: Doc) => r.uuid === skipped["related-risks"][0]["risk-uuid"]);
    expect(risk).toMatchObject({ status: "open", deadline: due });
    expect(risk.remediations.map((r: Doc) => [r.lifecycle, r.description])).toEqual([
      ["recommendation", "Review every system each quarter."],
      ["planned", "The review now covers every system."],
    ]);
    expect(risk.remediations[1].tasks[0].timing["within-date-range"].end).toBe(due);
    expect(result.risks.find((r: Doc) => r.title === "Stale admin").status).toBe("closed");

    // Stable: the same bytes again, for the owner, the viewer and the auditor (both auditor routes).
    const again = await get(arHandler, "oscal-assessment-results.json", audit.id, owner.token);
    expect(again.text).toBe(first.text);
    const asAuditor = await get(arHandler, "oscal-assessment-results.json", audit.id, auditor);
    expect(asAuditor.text).toBe(first.text);
    const auditorRoute = await call(auditorArHandler, { path: "/api/v1/auditor/export/oscal-assessment-results.json", token: auditor });
    expect(auditorRoute.status, auditorRoute.text).toBe(200);
    expect(auditorRoute.text).toBe(first.text);

    // A change moves last-modified and keeps every uuid.
    await call(updateFindingHandler, {
      method: "PUT",
      path: `/api/v1/auditor/findings/${openId}`,
      token: auditor,
      params: { id: openId },
      body: { status: "in_progress" },
    });
    const changed = (await get(arHandler, "oscal-assessment-results.json", audit.id, owner.token)).body as Doc;
    expect(changed["assessment-results"].uuid).toBe(ar.uuid);
    expect(changed["assessment-results"].metadata["last-modified"] >= ar.metadata["last-modified"]).toBe(true);
    expect(changed["assessment-results"].results[0].findings.map((f: Doc) => f.uuid)).toEqual(result.findings.map((f: Doc) => f.uuid));
    expect(changed["assessment-results"].results[0].risks.find((r: Doc) => r.title === "Access reviews skipped").status).toBe("remediating");
  });

  it("answers the findings as a POA&M valid against NIST's schema, sharing the assessment results' uuids", async () => {
    const { owner, viewer } = await team();
    const { audit, due } = await arrangeAudit(owner);
    const res = await get(poamHandler, "oscal-poam.json", audit.id, viewer.token);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="soc-2-fy2026-oscal-poam.json"');
    const doc = res.body as Doc;
    expect(oscalSchemaErrors("poam", doc)).toEqual([]);
    const poam = doc["plan-of-action-and-milestones"];
    expect(poam.metadata["oscal-version"]).toBe(OSCAL_VERSION);
    expect(poam["poam-items"].map((i: Doc) => i.title)).toEqual(["Access reviews skipped", "Stale admin"]);
    const item = poam["poam-items"][0];
    expect(item.props).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "severity", value: "major" }), expect.objectContaining({ name: "due", value: due })]),
    );
    expect(item.remarks).toBe("The review now covers every system.");
    const risk = poam.risks.find((r: Doc) => r.uuid === item["related-risks"][0]["risk-uuid"]);
    expect(risk.remediations.at(-1).tasks[0].timing["within-date-range"].end).toBe(due);
    expect(poam["back-matter"].resources[0].uuid).toBe(poam["import-ssp"].href.slice(1));

    const ar = ((await get(arHandler, "oscal-assessment-results.json", audit.id, owner.token)).body as Doc)["assessment-results"].results[0];
    const arFinding = ar.findings.find((f: Doc) => f.title === "Access reviews skipped");
    expect(poam.findings[0].uuid).toBe(arFinding.uuid);
    expect((await get(poamHandler, "oscal-poam.json", audit.id, owner.token)).text).toBe(res.text);
  });

  it("answers 404 for another tenant's audit, 409 for a POA&M without findings, and refuses a customer on the auditor route", async () => {
    const { owner } = await team();
    const { audit } = await arrangeAudit(owner);
    const stranger = await createAccount({ tier: "business" });
    expectError(await get(arHandler, "oscal-assessment-results.json", audit.id, stranger.token), 404, "not_found");
    expectError(await get(poamHandler, "oscal-poam.json", audit.id, stranger.token), 404, "not_found");
    const empty = await createAudit(stranger, { title: "Nothing found" });
    expectError(await get(poamHandler, "oscal-poam.json", empty.id, stranger.token), 409, "conflict");
    const bare = await get(arHandler, "oscal-assessment-results.json", empty.id, stranger.token);
    expect(bare.status).toBe(200);
    expect(oscalSchemaErrors("assessment-results", bare.body)).toEqual([]);
    expectError(await call(auditorArHandler, { path: "/api/v1/auditor/export/oscal-assessment-results.json", token: owner.token }), 403, "forbidden");
  });
});

describe("OSCAL export of a custom framework's assessment", () => {
  it("answers the latest assessment as assessment results, stable, for a viewer; 404 before an assessment and for another tenant", async () => {
    const { owner, viewer } = await team();
    await setTier(owner.accountId, "scale");
    const fw = await createFramework(owner, { name: "Vendor security" });
    await addControlTo(owner, fw.id, { control_id_label: "MFA", title: "MFA enforced", standard_mappings: [{ framework: "soc2", controlId: "CC6.1" }] });
    await addControlTo(owner, fw.id, { control_id_label: "LOG", title: "Logs kept" });
    await publishFramework(owner, fw.id);
    const path = `/api/v1/custom-frameworks/${fw.id}/assessment/oscal`;
    expectError(await call(cfOscalHandler, { path, token: viewer.token, params: { id: fw.id } }), 404, "not_found");

    await evidence(owner.token, "Okta MFA report", "https://evidence.example.com/okta", [{ framework: "soc2", controlId: "CC6.1" }]);
    const assessed = await call(cf.assess, { method: "POST", path: `/api/v1/custom-frameworks/${fw.id}/assess`, token: owner.token, params: { id: fw.id } });
    expect(assessed.status, assessed.text).toBe(201);

    const res = await call(cfOscalHandler, { path, token: viewer.token, params: { id: fw.id } });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="vendor-security-oscal-assessment-results.json"');
    expect(oscalSchemaErrors("assessment-results", res.body)).toEqual([]);
    const ar = (res.body as Doc)["assessment-results"];
    expect(ar.metadata["oscal-version"]).toBe(OSCAL_VERSION);
    expect(ar.metadata["last-modified"]).toBe(assessed.body.data.assessedAt);
    const result = ar.results[0];
    expect(result.findings.map((f: Doc) => [f.target["target-id"], f.target.status.state])).toEqual([
      ["mfa_smt", "satisfied"],
      ["log_smt", "not-satisfied"],
    ]);
    expect(result.findings[1].props).toContainEqual(expect.objectContaining({ name: "status", value: "missing" }));
    const mfa = result.observations[0];
    expect(mfa.props).toContainEqual(expect.objectContaining({ name: "evidence-count", value: "1" }));
    expect(mfa["relevant-evidence"][0].description).toContain("Okta MFA report");

    expect((await call(cfOscalHandler, { path, token: owner.token, params: { id: fw.id } })).text).toBe(res.text);
    const stranger = await createAccount({ tier: "scale" });
    expectError(await call(cfOscalHandler, { path, token: stranger.token, params: { id: fw.id } }), 404, "not_found");
  });
});

describe("OSCAL export of a monitoring result", () => {
  it("answers a check result as assessment results, stable, for a viewer; 404 for another tenant", async () => {
    const { owner, viewer } = await team();
    const schedule = await createSchedule(owner, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(allPractices), passThreshold: 50 });
    const run = await runNow(owner, schedule.id);
    expect(run.status, run.text).toBe(200);
    const id = run.body.data.id as string;
    const path = `/api/v1/monitoring/results/${id}/oscal`;

    const res = await call(resultOscalHandler, { path, token: viewer.token, params: { id } });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="soc-2.*-check-oscal-assessment-results\.json"$/);
    expect(oscalSchemaErrors("assessment-results", res.body)).toEqual([]);
    const ar = (res.body as Doc)["assessment-results"];
    expect(ar.metadata["oscal-version"]).toBe(OSCAL_VERSION);
    const result = ar.results[0];
    const controls = run.body.data.controls as { controlId: string; status: string }[];
    const applicable = controls.filter((c) => c.status !== "not_applicable");
    expect(result.findings).toHaveLength(applicable.length);
    expect(result.observations).toHaveLength(applicable.length);
    const states = new Map(result.findings.map((f: Doc) => [f.props.find((p: Doc) => p.name === "status").value, f.target.status.state]));
    if (states.has("passed")) expect(states.get("passed")).toBe("satisfied");
    if (states.has("partial")) expect(states.get("partial")).toBe("not-satisfied");
    expect(result.observations.flatMap((o: Doc) => o.methods)).toContain("INTERVIEW");

    expect((await call(resultOscalHandler, { path, token: owner.token, params: { id } })).text).toBe(res.text);
    const stranger = await createAccount({ tier: "business" });
    expectError(await call(resultOscalHandler, { path, token: stranger.token, params: { id } }), 404, "not_found");
  });
});
