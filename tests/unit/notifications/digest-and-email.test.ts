import { describe, expect, it } from "vitest";
import { lastDigestMoment } from "@/lib/notifications/internal/digest-time";
import { digestEmail, notificationEmail } from "@/lib/notifications/internal/email";

describe("lastDigestMoment", () => {
  it("is today's digest hour once it has passed, else yesterday's", () => {
    expect(lastDigestMoment(new Date("2026-11-27T09:30:00Z"), 8).toISOString()).toBe("2026-11-27T08:00:00.000Z");
    expect(lastDigestMoment(new Date("2026-11-27T08:00:00Z"), 8).toISOString()).toBe("2026-11-27T08:00:00.000Z");
    expect(lastDigestMoment(new Date("2026-11-27T07:59:59Z"), 8).toISOString()).toBe("2026-11-26T08:00:00.000Z");
    expect(lastDigestMoment(new Date("2026-03-01T00:10:00Z"), 23).toISOString()).toBe("2026-02-28T23:00:00.000Z");
  });
});

describe("notification e-mails", () => {
  it("escape what users wrote and keep the subject on one line", () => {
    const mail = notificationEmail(
      "a@example.com",
      { id: "1", title: "Finding <b>x</b>\r\nBcc: evil@example.com", body: "<script>alert(1)</script>", link: "/audits/1" },
      false,
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.text).toContain("/audits/1");
    expect(mail.text).toContain("/notifications");
  });

  it("lists every item of a digest", () => {
    const mail = digestEmail("a@example.com", new Date("2026-11-27T08:00:00Z"), [
      { id: "1", title: "One", body: "b1", link: null },
      { id: "2", title: "Two & more", body: "b2", link: "/evidence" },
    ]);
    expect(mail.subject).toBe("Your compliance digest for 27 Nov 2026: 2 notifications");
    expect(mail.text).toContain("- One");
    expect(mail.html).toContain("Two &amp; more");
    expect(mail.kind).toBe("notification_digest");
  });
});
