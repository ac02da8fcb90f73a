import { describe, expect, it } from "vitest";
import { GET as packageHandler } from "@/app/api/v1/audits/[id]/package/route";
import { callBytes } from "../../helpers/http";
import { unzip } from "../../helpers/unzip";
import { auditorFor, businessAccount, createAudit } from "../audits/helpers";
import { addFromLibrary, runAssessment, signOff } from "./helpers";

describe("risk assessments in the audit package", () => {
  it("holds the signed assessment as CSV and JSON, for the customer and the audit's auditor; a draft is not in it", async () => {
    const account = await businessAccount();
    await addFromLibrary(account.token, { ids: ["stolen-credentials", "ransomware"] });
    const signed = (await runAssessment(account.token, { title: "Annual risk assessment 2026", assessedOn: "2026-11-30" })).body.data;
    expect((await signOff(account.token, signed.id)).status).toBe(200);
    await runAssessment(account.token, { title: "Next draft" });
    const audit = await createAudit(account);
    const auditor = await auditorFor(account, audit.id);

    for (const token of [account.token, auditor]) {
      const res = await callBytes(packageHandler, { path: `/api/v1/audits/${audit.id}/package`, token, params: { id: audit.id } });
      expect(res.status).toBe(200);
      const files = await unzip(res.bytes);
      const names = [...files.keys()].filter((n) => n.startsWith("risk-assessments/"));
      expect(names.sort()).toEqual([
        "risk-assessments/annual-risk-assessment-2026-2026-11-30.csv",
        "risk-assessments/annual-risk-assessment-2026-2026-11-30.json",
      ]);
      const csv = files.get("risk-assessments/annual-risk-assessment-2026-2026-11-30.csv")!.toString("utf8");
      expect(csv).toMatch(/^Annual risk assessment 2026,30 Nov 2026,Signed off,/);
      expect(csv).toContain("R-1,Account takeover with stolen or phished credentials");
      const json = JSON.parse(files.get("risk-assessments/annual-risk-assessment-2026-2026-11-30.json")!.toString("utf8"));
      expect(json).toMatchObject({ id: signed.id, status: "signed", riskCount: 2 });
      const manifest = JSON.parse(files.get("manifest.json")!.toString("utf8"));
      expect(JSON.stringify(manifest)).toContain("risk-assessments/annual-risk-assessment-2026-2026-11-30.csv");
    }
  });
});
