import { describe, expect, it } from "vitest";
import { profilePrefill } from "@/components/monitoring/questionnaire";
import { PRACTICE_KEYS } from "@/lib/monitoring/schemas";

const practices = Object.fromEntries(PRACTICE_KEYS.map((k, i) => [k, i % 2 === 0]));
const profile = (companyName: string) => ({
  companyName,
  industry: "SaaS",
  employeeCount: 40,
  regions: ["EU"],
  dataTypes: ["personal_data" as const],
  practices,
});

describe("a new schedule's questionnaire starts from what the account already said", () => {
  it("takes the newest schedule's company profile", () => {
    const prefill = profilePrefill(
      [
        { businessProfile: profile("Old name"), createdAt: "2026-01-01T00:00:00Z" },
        { businessProfile: profile("Demo Company"), createdAt: "2026-12-07T21:35:00Z" },
      ],
      "Account name",
    );
    expect(prefill).toEqual({ profile: profile("Demo Company"), from: "schedule" });
  });

  it("without a schedule, names the company as the account does and attests nothing", () => {
    const prefill = profilePrefill([], "Demo Company");
    expect(prefill.from).toBe("account");
    expect(prefill.profile).toMatchObject({ companyName: "Demo Company", regions: [], dataTypes: ["personal_data"] });
    expect(Object.values(prefill.profile.practices).every((v) => v === false)).toBe(true);
  });
});
