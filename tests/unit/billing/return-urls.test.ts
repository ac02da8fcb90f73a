import { describe, expect, it } from "vitest";
import { checkReturnUrl, defaultReturnUrls } from "@/lib/billing/internal/return-urls";

const APP = "https://app.example.com";

describe("checkReturnUrl", () => {
  it("accepts absolute URLs on the app origin and keeps their spelling", () => {
    const url = "https://app.example.com/billing?session_id={CHECKOUT_SESSION_ID}";
    expect(checkReturnUrl(url, APP)).toEqual({ ok: true, url });
  });

  it("resolves a path against the app origin", () => {
    expect(checkReturnUrl("/billing?done=1", APP)).toEqual({ ok: true, url: "https://app.example.com/billing?done=1" });
  });

  it.each([
    "https://evil.example.com/billing",
    "https://app.example.com.evil.com/",
    "http://app.example.com/billing",
    "https://app.example.com:8443/billing",
    "https://user:pw@app.example.com/billing",
    "//evil.example.com/x",
    "/\\evil.example.com",
    "javascript:alert(1)",
    "billing",
    "",
  ])("refuses %s", (candidate) => {
    expect(checkReturnUrl(candidate, APP).ok).toBe(false);
  });

  it("compares origins, so a default port is the same origin", () => {
    expect(checkReturnUrl("https://app.example.com:443/x", APP).ok).toBe(true);
    expect(checkReturnUrl("http://localhost:3000/billing", "http://localhost:3000").ok).toBe(true);
  });
});

describe("defaultReturnUrls", () => {
  it("points back at the console billing page on the app origin", () => {
    expect(defaultReturnUrls("http://localhost:3000/some/base")).toEqual({
      successUrl: "http://localhost:3000/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://localhost:3000/billing?checkout=canceled",
      portalReturnUrl: "http://localhost:3000/billing",
    });
  });
});
