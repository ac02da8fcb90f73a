import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "@/lib/credentials/secrets";
import { acceptUrl, generateMagicLinkToken, looksLikeMagicLinkToken, magicLinkExpiry } from "@/lib/audits/internal/invitations";

describe("magic-link tokens", () => {
  it("are at least 32 random bytes in base64url and stored only as their SHA-256", () => {
    const { token, hash } = generateMagicLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(32);
    expect(hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(hash).not.toContain(token);
    expect(sha256Hex(token)).toBe(hash);
    expect(looksLikeMagicLinkToken(token)).toBe(true);
  });

  it("never repeats", () => {
    const seen = new Set(Array.from({ length: 2000 }, () => generateMagicLinkToken().token));
    expect(seen.size).toBe(2000);
  });

  it("rejects malformed tokens before any lookup", () => {
    expect(looksLikeMagicLinkToken("")).toBe(false);
    expect(looksLikeMagicLinkToken("short")).toBe(false);
    expect(looksLikeMagicLinkToken("a".repeat(43) + "=")).toBe(false);
    expect(looksLikeMagicLinkToken("a".repeat(500))).toBe(false);
  });

  it("expire 72 hours after issue", () => {
    const now = new Date("2026-11-22T09:30:00.000Z");
    expect(magicLinkExpiry(now).toISOString()).toBe("2026-11-25T09:30:00.000Z");
  });

  it("build the accept link on APP_URL", () => {
    expect(acceptUrl("https://app.example.com/", "abc-_1")).toBe("https://app.example.com/auditor/accept?token=abc-_1");
  });
});
