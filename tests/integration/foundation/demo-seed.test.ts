import { describe, expect, it } from "vitest";
import { GET as listAudits } from "@/app/api/v1/audits/route";
import { POST as token } from "@/app/api/v1/auth/token/route";
import { GET as listDocuments } from "@/app/api/v1/documents/route";
import { GET as listEvidence } from "@/app/api/v1/evidence/route";
import { GET as listSchedules } from "@/app/api/v1/monitoring/schedules/route";
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from "@/lib/demo/seed-demo";
import { listOutbox } from "@/lib/email/internal/outbox";
import { call } from "../../helpers/http";

describe("demo account", () => {
  it("is seeded once with example content that the API serves, and a working API key", async () => {
    const first = await seedDemo();
    const again = await seedDemo();
    expect(again.apiKey).toBe(first.apiKey);

    const login = await call(token, { path: "/api/v1/auth/token", body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    const auth = { token: login.body.data.accessToken as string };

    const evidence = await call(listEvidence, { path: "/api/v1/evidence", ...auth });
    expect(evidence.body.data).toHaveLength(6);
    const audits = await call(listAudits, { path: "/api/v1/audits", ...auth });
    expect(audits.body.data).toHaveLength(1);
    expect(audits.body.data[0]).toMatchObject({ framework_id: "soc2", status: "in_progress" });
    const schedules = await call(listSchedules, { path: "/api/v1/monitoring/schedules", ...auth });
    expect(schedules.body.data).toHaveLength(1);

    const documents = await call(listDocuments, { path: "/api/v1/documents", apiKey: first.apiKey });
    expect(documents.status).toBe(200);
    expect(documents.body.data.length).toBeGreaterThan(3);

    const mail = await listOutbox({ to: "auditor@example.com" });
    expect(mail.messages).toHaveLength(1);
    expect(mail.messages[0].text).toContain("/auditor/accept?token=");
  });
});
