import { describe, expect, it } from "vitest";
import { assertDeliverableUrl, isForbiddenAddress, UnsafeWebhookUrlError } from "@/lib/monitoring/ssrf-guard";

describe("isForbiddenAddress", () => {
  it.each([
    "127.0.0.1",
    "10.0.0.8",
    "172.16.5.4",
    "192.168.1.1",
    "169.254.169.254",
    "100.100.100.200",
    "0.0.0.0",
    "255.255.255.255",
    "224.0.0.1",
    "::1",
    "::",
    "fe80::1",
    "fd00:ec2::254",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "64:ff9b::a00:1",
    "2002:7f00:1::",
    "not-an-ip",
  ])("refuses %s", (ip) => expect(isForbiddenAddress(ip)).toBe(true));

  it.each(["8.8.8.8", "93.184.216.34", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("allows %s", (ip) =>
    expect(isForbiddenAddress(ip)).toBe(false),
  );
});

describe("assertDeliverableUrl", () => {
  it.each([
    "http://127.0.0.1:8080/hook",
    "http://[::1]/hook",
    "http://169.254.169.254/latest/meta-data/",
    "http://10.1.2.3/",
    "http://localhost:3000/",
    "http://[::ffff:127.0.0.1]/",
  ])("refuses %s", async (url) => {
    await expect(assertDeliverableUrl(url, false)).rejects.toBeInstanceOf(UnsafeWebhookUrlError);
  });

  it("refuses non-http schemes, credentials and hosts that do not resolve", async () => {
    await expect(assertDeliverableUrl("file:///etc/passwd", false)).rejects.toThrow(/http or https/);
    await expect(assertDeliverableUrl("https://user:pw@example.com/", false)).rejects.toThrow(/credentials/);
    await expect(assertDeliverableUrl("https://does-not-exist.invalid/", false)).rejects.toThrow(/does not resolve/);
  });

  it("allows public addresses, and private ones when ALLOW_PRIVATE_WEBHOOK_URLS is on", async () => {
    await expect(assertDeliverableUrl("https://93.184.216.34/hook", false)).resolves.toBeUndefined();
    await expect(assertDeliverableUrl("http://127.0.0.1:8080/hook", true)).resolves.toBeUndefined();
  });
});
