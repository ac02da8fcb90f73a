import { describe, expect, it } from "vitest";
import { mailboxEnabledBy } from "@/lib/email/internal/config";

describe("what shows the dev mailbox (its page says so)", () => {
  it("a development build shows it", () => {
    expect(mailboxEnabledBy({ NODE_ENV: "development" })).toBe("development");
    expect(mailboxEnabledBy({ NODE_ENV: "test" })).toBe("development");
  });

  it("a production build only with ENABLE_DEV_MAILBOX=true, which the demo sets", () => {
    expect(mailboxEnabledBy({ NODE_ENV: "production", ENABLE_DEV_MAILBOX: "true" })).toBe("ENABLE_DEV_MAILBOX");
    expect(mailboxEnabledBy({ NODE_ENV: "production" })).toBeNull();
    expect(mailboxEnabledBy({ NODE_ENV: "production", ENABLE_DEV_MAILBOX: "1" })).toBeNull();
  });
});
