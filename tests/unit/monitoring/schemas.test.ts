import { describe, expect, it } from "vitest";
import { PRACTICE_KEYS } from "@/lib/monitoring/internal/practices";
import { createWebhookSchema } from "@/lib/alerts/schemas";
import { businessProfileSchema, createScheduleSchema } from "@/lib/monitoring/schemas";
import { generateWebhookSecret } from "@/lib/alerts/internal/webhook-secret";

const practices = Object.fromEntries(PRACTICE_KEYS.map((k) => [k, true]));

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; code: string }[] } }) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join(".")}:${i.code}`);
}

describe("businessProfileSchema", () => {
  it("accepts the docs/api.md §11 keys and fills unattested practices with false", () => {
    const out = businessProfileSchema.parse({
      companyName: "  Acme  ",
      industry: "SaaS",
      employeeCount: 40,
      regions: ["EU", "US", "EU"],
      dataTypes: ["payment_cards", "personal_data"],
      practices: { mfa: true },
    });
    expect(out.companyName).toBe("Acme");
    expect(out.regions).toEqual(["EU", "US"]);
    expect(out.dataTypes).toEqual(["payment_cards", "personal_data"]);
    expect(Object.keys(out.practices).sort()).toEqual([...PRACTICE_KEYS].sort());
    expect(out.practices.mfa).toBe(true);
    expect(out.practices.backups).toBe(false);
  });

  it("rejects unknown keys at the top level and inside practices", () => {
    const r = businessProfileSchema.safeParse({ companyName: "Acme", colour: "red", practices: { ...practices, mfaa: true } });
    expect(r.success).toBe(false);
    expect(issues(r)).toEqual(expect.arrayContaining([":unrecognized_keys", "practices:unrecognized_keys"]));
  });

  it("rejects data types outside the enum and non-boolean practices", () => {
    const r = businessProfileSchema.safeParse({ dataTypes: ["personal_data", "dna"], practices: { mfa: "yes" } });
    expect(issues(r)).toEqual(expect.arrayContaining(["dataTypes.1:invalid_value", "practices.mfa:invalid_type"]));
  });

  it("takes omitted practices as none attested, but refuses a practices value that is not an object", () => {
    const out = businessProfileSchema.parse({ companyName: "Acme" });
    expect(Object.values(out.practices).every((v) => v === false)).toBe(true);
    expect(issues(businessProfileSchema.safeParse({ companyName: "Acme", practices: true }))).toEqual(["practices:invalid_type"]);
  });
});

describe("createScheduleSchema", () => {
  it("defaults notifyOnFail and passThreshold", () => {
    const out = createScheduleSchema.parse({ frameworkId: "soc2", frequency: "weekly", businessProfile: { practices } });
    expect(out.notifyOnFail).toBe(true);
    expect(out.passThreshold).toBe(80);
  });
  it("rejects bad frequency, threshold and extra fields, all at once", () => {
    const r = createScheduleSchema.safeParse({
      frameworkId: "",
      frequency: "hourly",
      businessProfile: { practices },
      passThreshold: 120,
      extra: 1,
    });
    expect(issues(r).sort()).toEqual([":unrecognized_keys", "frameworkId:too_small", "frequency:invalid_value", "passThreshold:too_big"]);
  });
});

describe("createWebhookSchema", () => {
  it("accepts http(s) URLs, known events and Standard Webhooks secrets", () => {
    const secret = generateWebhookSecret();
    const out = createWebhookSchema.parse({ url: "https://example.com/hook", events: ["check.failed", "check.failed"], secret });
    expect(out.events).toEqual(["check.failed"]);
    expect(out.secret).toBe(secret);
  });
  it("rejects other schemes, unknown events and malformed secrets", () => {
    const r = createWebhookSchema.safeParse({ url: "ftp://example.com", events: ["check.exploded"], secret: "whsec_short" });
    expect(
      issues(r)
        .map((i) => i.split(":")[0])
        .sort(),
    ).toEqual(["events.0", "secret", "url"]);
    expect(createWebhookSchema.safeParse({ url: "https://example.com", events: [] }).success).toBe(false);
  });
});
