import { describe, expect, it } from "vitest";
import { parseStripeApiUrl, readStripeSettings } from "@/lib/stripe/config";

describe("parseStripeApiUrl", () => {
  it("splits an origin into what the SDK takes", () => {
    expect(parseStripeApiUrl("http://127.0.0.1:12111")).toEqual({ host: "127.0.0.1", port: 12111, protocol: "http" });
    expect(parseStripeApiUrl("https://stripe-mock.internal/")).toEqual({ host: "stripe-mock.internal", port: 443, protocol: "https" });
    expect(parseStripeApiUrl("http://[::1]:8080")).toEqual({ host: "::1", port: 8080, protocol: "http" });
  });

  it.each(["127.0.0.1:12111", "ftp://host", "http://host/v1", "http://host?x=1", "http://u:p@host"])("refuses %s", (raw) => {
    expect(() => parseStripeApiUrl(raw)).toThrow(/STRIPE_API_URL/);
  });
});

describe("readStripeSettings", () => {
  it("treats blank values as unset", () => {
    expect(readStripeSettings({ STRIPE_SECRET_KEY: " ", STRIPE_WEBHOOK_SECRET: "", STRIPE_API_URL: "" })).toEqual({
      secretKey: null,
      webhookSecret: null,
      endpoint: null,
    });
  });
});
