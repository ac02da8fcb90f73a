import { describe, expect, it } from "vitest";
import { auditorInvitationEmail } from "@/lib/audits/internal/invitation-email";
import { acceptUrl } from "@/lib/audits/internal/invitations";

const url = acceptUrl("https://app.example.com", "tok_ABC-123_xyz");
const base = {
  to: "ada@firm.test",
  auditorName: "Ada Lovelace",
  firm: "Firm LLP",
  auditTitle: "SOC 2 Type II 2026",
  frameworkName: "SOC 2",
  companyName: "Acme Inc",
  inviterName: "Carla Customer",
  acceptUrl: url,
  expiresAt: new Date("2026-11-25T09:30:00.000Z"),
};

describe("auditor invitation e-mail", () => {
  it("has a clear subject and the accept link in both bodies", () => {
    const mail = auditorInvitationEmail(base);
    expect(mail.to).toBe("ada@firm.test");
    expect(mail.subject).toBe("You're invited to audit Acme Inc: SOC 2 Type II 2026");
    expect(mail.text).toContain("https://app.example.com/auditor/accept?token=tok_ABC-123_xyz");
    expect(mail.html).toContain('href="https://app.example.com/auditor/accept?token=tok_ABC-123_xyz"');
    expect(mail.text).toContain("Hello Ada Lovelace,");
    expect(mail.text).toContain("(Firm LLP)");
    expect(mail.text).toContain("25 Nov 2026, 09:30 UTC");
    expect(mail.kind).toBe("auditor_invitation");
  });

  it("escapes every user value in the HTML body", () => {
    const evil = `<img src=x onerror="alert(1)">&'`;
    const mail = auditorInvitationEmail({ ...base, auditorName: evil, firm: evil, auditTitle: evil, companyName: evil, inviterName: evil });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain('onerror="');
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;");
    // The plain-text body is not HTML, so it keeps the text as written.
    expect(mail.text).toContain(evil);
  });

  it("keeps the subject on one line", () => {
    const mail = auditorInvitationEmail({ ...base, auditTitle: "Line one\r\nBcc: victim@x.test" });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("leaves out the firm when there is none", () => {
    expect(auditorInvitationEmail({ ...base, firm: null }).text).not.toContain("()");
  });
});
