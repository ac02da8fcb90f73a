import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  decryptWebhookSecret,
  encryptWebhookSecret,
  generateWebhookSecret,
  isStandardWebhookSecret,
  webhookSigningKey,
} from "@/lib/alerts/internal/webhook-secret";

const AUTH = "test-auth-secret-with-enough-entropy-0123456789";

describe("webhook secrets", () => {
  it("generates whsec_ secrets of 32 random bytes", () => {
    const a = generateWebhookSecret();
    expect(isStandardWebhookSecret(a)).toBe(true);
    expect(webhookSigningKey(a)).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(a);
  });

  it("accepts 24..64 byte keys only", () => {
    expect(isStandardWebhookSecret(`whsec_${randomBytes(24).toString("base64")}`)).toBe(true);
    expect(isStandardWebhookSecret(`whsec_${randomBytes(64).toString("base64")}`)).toBe(true);
    expect(isStandardWebhookSecret(`whsec_${randomBytes(23).toString("base64")}`)).toBe(false);
    expect(isStandardWebhookSecret(`whsec_${randomBytes(65).toString("base64")}`)).toBe(false);
    expect(isStandardWebhookSecret(randomBytes(32).toString("base64"))).toBe(false);
    expect(isStandardWebhookSecret("whsec_not base64!!")).toBe(false);
  });

  it("encrypts at rest with AES-256-GCM under a key derived from AUTH_SECRET", () => {
    const secret = generateWebhookSecret();
    const stored = encryptWebhookSecret(secret, AUTH);
    expect(stored).not.toContain(secret.slice(6));
    expect(stored.startsWith("v1.")).toBe(true);
    expect(encryptWebhookSecret(secret, AUTH)).not.toBe(stored); // fresh IV each time
    expect(decryptWebhookSecret(stored, AUTH)).toBe(secret);
    expect(() => decryptWebhookSecret(stored, `${AUTH}x`)).toThrow();
    const parts = stored.split(".");
    const flipped = Buffer.from(parts[3], "base64url");
    flipped[0] ^= 1;
    expect(() => decryptWebhookSecret([...parts.slice(0, 3), flipped.toString("base64url")].join("."), AUTH)).toThrow();
  });
});
