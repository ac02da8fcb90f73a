import { mkdtemp, rm, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EmailDeliveryError } from "@/lib/email/internal/types";
import { getOutboxMessage, listOutbox, mailboxVisible, sendEmail } from "@/lib/email";
import { startFakeResend, type FakeResend } from "@/tests/fakes/resend-server";

const saved = { ...process.env };
const message = { to: "ada@firm.test", subject: "Hello", html: "<p>Hi</p>", text: "Hi", kind: "auditor_invitation" };

describe("sendEmail without RESEND_API_KEY (local outbox)", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
    process.env.DATA_DIR = dir;
    delete process.env.RESEND_API_KEY;
  });
  afterEach(async () => {
    process.env = { ...saved };
    await rm(dir, { recursive: true, force: true });
  });

  it("stores the message under DATA_DIR/outbox and lists it newest first", async () => {
    const first = await sendEmail(message);
    const second = await sendEmail({ ...message, subject: "Second" });
    expect(first.transport).toBe("outbox");
    expect((await readdir(path.join(dir, "outbox"))).length).toBe(2);
    const page = await listOutbox();
    expect(page.messages.map((m) => m.subject)).toEqual(["Second", "Hello"]);
    expect(page.hasMore).toBe(false);
    const stored = await getOutboxMessage(first.id);
    expect(stored).toMatchObject({ to: "ada@firm.test", html: "<p>Hi</p>", text: "Hi", kind: "auditor_invitation" });
    expect(second.id).not.toBe(first.id);
  });

  it("paginates with a cursor and filters by recipient", async () => {
    for (let i = 0; i < 5; i++) await sendEmail({ ...message, to: i % 2 ? "bo@x.test" : "ada@firm.test", subject: `m${i}` });
    const p1 = await listOutbox({ limit: 2 });
    expect(p1.messages.map((m) => m.subject)).toEqual(["m4", "m3"]);
    expect(p1.hasMore).toBe(true);
    const p2 = await listOutbox({ limit: 2, cursor: p1.nextCursor });
    expect(p2.messages.map((m) => m.subject)).toEqual(["m2", "m1"]);
    const p3 = await listOutbox({ limit: 2, cursor: p2.nextCursor });
    expect(p3.messages.map((m) => m.subject)).toEqual(["m0"]);
    expect(p3.hasMore).toBe(false);
    expect((await listOutbox({ to: "BO@x.test" })).messages.map((m) => m.subject)).toEqual(["m3", "m1"]);
  });

  it("answers an empty list when nothing was sent and null for unknown ids", async () => {
    expect(await listOutbox()).toEqual({ messages: [], hasMore: false, nextCursor: null });
    expect(await getOutboxMessage("../../etc/passwd")).toBeNull();
  });

  it("shows the mailbox only outside production unless opted in", () => {
    const env = process.env as Record<string, string | undefined>;
    env.NODE_ENV = "production";
    delete env.ENABLE_DEV_MAILBOX;
    expect(mailboxVisible()).toBe(false);
    env.ENABLE_DEV_MAILBOX = "true";
    expect(mailboxVisible()).toBe(true);
    env.NODE_ENV = "development";
    delete env.ENABLE_DEV_MAILBOX;
    expect(mailboxVisible()).toBe(true);
  });
});

describe("sendEmail with RESEND_API_KEY (Resend SDK against the fake server)", () => {
  let resend: FakeResend;
  beforeAll(async () => {
    resend = await startFakeResend();
  });
  afterAll(async () => {
    await resend.close();
  });
  beforeEach(() => {
    resend.reset();
    process.env.RESEND_API_KEY = resend.apiKey;
    process.env.RESEND_BASE_URL = resend.url;
    process.env.EMAIL_FROM = "Audits <audits@example.com>";
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it("sends through the SDK with the configured sender and key", async () => {
    const sent = await sendEmail({ ...message, idempotencyKey: "invite-1" });
    expect(sent.transport).toBe("resend");
    expect(resend.emails).toHaveLength(1);
    expect(resend.emails[0]).toMatchObject({
      id: sent.id,
      from: "Audits <audits@example.com>",
      to: ["ada@firm.test"],
      subject: "Hello",
      html: "<p>Hi</p>",
      text: "Hi",
      idempotencyKey: "invite-1",
      authorization: `Bearer ${resend.apiKey}`,
      tags: [{ name: "kind", value: "auditor_invitation" }],
    });
  });

  it("throws EmailDeliveryError when Resend refuses", async () => {
    resend.failNext(422, "validation_error", "The domain is not verified");
    await expect(sendEmail(message)).rejects.toBeInstanceOf(EmailDeliveryError);
    expect(resend.emails).toHaveLength(0);
  });

  it("throws EmailDeliveryError on a wrong key", async () => {
    process.env.RESEND_API_KEY = "re_wrong";
    await expect(sendEmail(message)).rejects.toThrow(/API key is invalid/);
  });
});
