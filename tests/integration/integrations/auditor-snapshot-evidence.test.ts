import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as controlEvidenceHandler } from "@/app/api/v1/auditor/controls/[id]/evidence/route";
import { GET as fileHandler } from "@/app/api/v1/evidence/files/[id]/route";
import { POST as syncHandler } from "@/app/api/v1/integrations/[id]/sync/route";
import { POST as createIntegrationHandler } from "@/app/api/v1/integrations/route";
import { GET as getTestHandler } from "@/app/api/v1/tests/[id]/route";
import { call } from "../../helpers/http";
import { startFakeOkta, type FakeOkta } from "../../fakes/okta/server";
import { goodOrg } from "../../fakes/okta/fixtures";
import { auditorFor, businessAccount, createAudit } from "../audits/helpers";

/**
 * A sync's snapshot is evidence for the controls its tests map to, and so part of what an auditor of an audit
 * covering those controls reviews: listed under the control, downloadable byte for byte with the SHA-256 the sync
 * recorded. Okta stands in for any pulling provider.
 */

process.env.ALLOW_PRIVATE_INTEGRATION_TARGETS = "true";

let okta: FakeOkta;
beforeAll(async () => {
  okta = await startFakeOkta(goodOrg);
});
afterAll(() => okta?.close());

describe("an auditor and an integration's snapshot", () => {
  it("lists the snapshot under a mapped control of the audit and downloads it as the sync recorded it", async () => {
    const customer = await businessAccount();
    const created = await call(createIntegrationHandler, {
      path: "/api/v1/integrations",
      token: customer.token,
      body: { provider: "okta", name: "workforce", config: { orgUrl: okta.url }, credentials: { apiToken: okta.apiToken } },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as string;
    const synced = await call(syncHandler, { path: `/api/v1/integrations/${id}/sync`, method: "POST", token: customer.token, params: { id } });
    expect(synced.body.data.status, synced.text).toBe("succeeded");
    const { snapshot } = synced.body.data as { snapshot: { fileId: string; sha256: string; evidenceId: string } };

    // A SOC 2 control the Okta MFA test evidences, as the catalogue says.
    const test = await call(getTestHandler, { path: "/api/v1/tests/okta.user.mfa_enrolled", token: customer.token, params: { id: "okta.user.mfa_enrolled" } });
    const controlId = (test.body.data.controls as { framework: string; controlId: string }[]).find((c) => c.framework === "soc2")?.controlId;
    expect(controlId).toBeDefined();

    const now = new Date();
    const audit = await createAudit(customer, { period_start: `${now.getUTCFullYear()}-01-01`, period_end: `${now.getUTCFullYear()}-12-31` });
    const auditor = await auditorFor(customer, audit.id);

    const listed = await call(controlEvidenceHandler, { path: `/api/v1/auditor/controls/${controlId}/evidence`, token: auditor, params: { id: controlId! } });
    expect(listed.status, listed.text).toBe(200);
    const item = listed.body.data.find((e: { id: string }) => e.id === snapshot.evidenceId);
    expect(item).toMatchObject({ source: "integration", file_id: snapshot.fileId, in_period: true, title: "Okta · workforce: automated test results" });

    const file = await call(fileHandler, { path: `/api/v1/evidence/files/${snapshot.fileId}`, token: auditor, params: { id: snapshot.fileId } });
    expect(file.status).toBe(200);
    expect(createHash("sha256").update(file.text).digest("hex")).toBe(snapshot.sha256);
    const doc = JSON.parse(file.text);
    expect(doc.format).toBe("compliance-platform/integration-snapshot@1");
    expect(doc.resources.find((r: { name: string }) => r.name === "admin@good.test").results["okta.user.mfa_enrolled"].outcome).toBe("passing");
  });
});
