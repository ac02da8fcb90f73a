import { expect, it } from "vitest";
import { GET as auditorIncidents } from "@/app/api/v1/auditor/incidents/route";
import { POST as createIncident } from "@/app/api/v1/incidents/route";
import { call } from "../../helpers/http";
import { auditorFor, businessAccount } from "../audits/helpers";
import { auditFor2026 } from "../populations/helpers";

it("shows the audit's auditor the incidents detected in its period, oldest first, and nothing of another account", async () => {
  const account = await businessAccount();
  const audit = await auditFor2026(account);
  const auditor = await auditorFor(account, audit.id);
  for (const [title, detectedAt] of [
    ["Lost laptop", "2026-03-04T10:00:00Z"],
    ["Before the period", "2025-12-30T10:00:00Z"],
    ["Phishing", "2026-01-15T08:00:00Z"],
  ]) {
    const res = await call(createIncident, { path: "/api/v1/incidents", token: account.token, body: { title, severity: "sev3", detectedAt } });
    expect(res.status, res.text).toBe(201);
  }
  const other = await businessAccount();
  await call(createIncident, {
    path: "/api/v1/incidents",
    token: other.token,
    body: { title: "Elsewhere", severity: "sev1", detectedAt: "2026-02-01T00:00:00Z" },
  });
  const res = await call(auditorIncidents, { path: "/api/v1/auditor/incidents", token: auditor });
  expect(res.status, res.text).toBe(200);
  expect(res.body.data.map((i: { title: string }) => i.title)).toEqual(["Phishing", "Lost laptop"]);
  const paged = await call(auditorIncidents, { path: "/api/v1/auditor/incidents?limit=1", token: auditor });
  const next = await call(auditorIncidents, { path: `/api/v1/auditor/incidents?limit=1&cursor=${paged.body.pagination.nextCursor}`, token: auditor });
  expect(next.body.data.map((i: { title: string }) => i.title)).toEqual(["Lost laptop"]);
  const customer = await call(auditorIncidents, { path: "/api/v1/auditor/incidents", token: account.token });
  expect(customer.status).toBe(403);
});
