import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { recoveryCodeHash } from "@/lib/auth/internal/recovery-codes";
import { isTotpCodeShape, totpStepOf } from "@/lib/auth/internal/totp";

const secret = new Secret({ size: 20 }).base32;
const codeAt = (ms: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: ms });

describe("TOTP codes", () => {
  it("accept one 30-second step of drift either way and name the step they belong to", () => {
    const now = new Date(Math.floor(Date.UTC(2026, 10, 27, 12) / 30_000) * 30_000 + 15_000);
    const step = Math.floor(now.getTime() / 30_000);
    expect(totpStepOf(secret, codeAt(now.getTime()), now)).toBe(step);
    expect(totpStepOf(secret, codeAt(now.getTime() - 30_000), now)).toBe(step - 1);
    expect(totpStepOf(secret, codeAt(now.getTime() + 30_000), now)).toBe(step + 1);
    expect(totpStepOf(secret, codeAt(now.getTime() - 90_000), now)).toBeUndefined();
    expect(totpStepOf(secret, codeAt(now.getTime() + 90_000), now)).toBeUndefined();
  });

  it("tell six digits (spaces allowed) from recovery codes", () => {
    expect(isTotpCodeShape("123 456")).toBe(true);
    expect(isTotpCodeShape("12345")).toBe(false);
    expect(isTotpCodeShape("abcde-fghjk")).toBe(false);
    expect(totpStepOf(secret, "abcdef", new Date())).toBeUndefined();
  });

  it("match recovery codes however they are cased, spaced or dashed", () => {
    expect(recoveryCodeHash("ABCDE-FGHJK")).toBe(recoveryCodeHash("abcde fghjk"));
    expect(recoveryCodeHash("abcdefghjk")).toBe(recoveryCodeHash("abcde-fghjk"));
    expect(recoveryCodeHash("abcde-fghjm")).not.toBe(recoveryCodeHash("abcde-fghjk"));
  });
});
