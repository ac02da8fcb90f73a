import { describe, expect, it } from "vitest";
import { assertDeliverableUrl, isForbiddenAddress, UnsafeTargetError } from "@/lib/net/ssrf-guard";

/** [address, why it is refused]: every special-purpose block of IANA's registries, and the IPv6 forms that reach them. */
const REFUSED: [string, string][] = [
  ["0.0.0.0", "this host"],
  ["0.1.2.3", "this network 0.0.0.0/8"],
  ["10.0.0.8", "private"],
  ["100.64.0.1", "carrier-grade NAT"],
  ["100.100.100.200", "Alibaba metadata (CGNAT)"],
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback /8"],
  ["169.254.169.254", "link-local metadata"],
  ["172.16.5.4", "private"],
  ["172.31.255.255", "private /12 end"],
  ["192.0.0.9", "IETF protocol assignments"],
  ["192.0.0.170", "NAT64 discovery"],
  ["192.0.2.10", "documentation TEST-NET-1"],
  ["192.31.196.1", "AS112"],
  ["192.52.193.1", "AMT"],
  ["192.88.99.1", "6to4 relay anycast"],
  ["192.168.1.1", "private"],
  ["192.175.48.1", "AS112"],
  ["198.18.0.1", "benchmarking"],
  ["198.19.255.255", "benchmarking /15 end"],
  ["198.51.100.7", "documentation TEST-NET-2"],
  ["203.0.113.7", "documentation TEST-NET-3"],
  ["224.0.0.1", "multicast"],
  ["239.255.255.250", "multicast"],
  ["240.0.0.1", "class E"],
  ["255.255.255.255", "broadcast"],
  ["::", "unspecified"],
  ["::1", "loopback"],
  ["::127.0.0.1", "IPv4-compatible loopback"],
  ["::7f00:1", "IPv4-compatible loopback, hex"],
  ["::a9fe:a9fe", "IPv4-compatible metadata"],
  ["::8.8.8.8", "IPv4-compatible (deprecated form, never global)"],
  ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
  ["::ffff:10.0.0.1", "IPv4-mapped private"],
  ["::ffff:a9fe:a9fe", "IPv4-mapped metadata"],
  ["::ffff:0:7f00:1", "IPv4-translated (RFC 6145)"],
  ["64:ff9b::a00:1", "NAT64 of private"],
  ["64:ff9b::a9fe:a9fe", "NAT64 of metadata"],
  ["64:ff9b::7f00:1", "NAT64 of loopback"],
  ["64:ff9b:1::808:808", "local-use NAT64 64:ff9b:1::/48"],
  ["2002:7f00:1::", "6to4 of loopback"],
  ["2002:a9fe:a9fe::1", "6to4 of metadata"],
  ["2002:c000:0201::1", "6to4 of documentation"],
  ["2001::1", "Teredo"],
  ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"],
  ["2001:2::1", "benchmarking"],
  ["2001:3::1", "AMT"],
  ["2001:4:112::1", "AS112"],
  ["2001:10::1", "ORCHID"],
  ["2001:20::1", "ORCHIDv2"],
  ["2001:30::1", "drone remote ID"],
  ["2001:db8::1", "documentation"],
  ["3fff::1", "documentation (RFC 9637)"],
  ["2620:4f:8000::1", "AS112 direct delegation"],
  ["100::1", "discard-only"],
  ["5f00::1", "SRv6 SIDs"],
  ["fc00::1", "unique-local"],
  ["fd00:ec2::254", "unique-local, AWS metadata"],
  ["fe80::1", "link-local"],
  ["fe80::1%eth0", "link-local with zone"],
  ["fec0::1", "site-local (deprecated)"],
  ["ff02::1", "multicast"],
  ["127.1", "IPv4 not in dotted-quad form"],
  ["0x7f000001", "IPv4 not in dotted-quad form"],
  ["not-an-ip", "unparseable"],
  ["", "empty"],
];

const ALLOWED = [
  "8.8.8.8",
  "1.1.1.1",
  "93.184.216.34",
  "198.20.0.1", // just past benchmarking
  "172.32.0.1", // just past 172.16.0.0/12
  "2606:4700:4700::1111",
  "2001:4860:4860::8888",
  "2a00:1450:4001:82a::200e",
  "::ffff:8.8.8.8", // mapped: the packet goes to 8.8.8.8
  "64:ff9b::808:808", // NAT64 well-known prefix of a global address (DNS64 networks)
  "2002:808:808::1", // 6to4 of a global address
];

describe("isForbiddenAddress", () => {
  it.each(REFUSED)("refuses %s (%s)", (ip) => expect(isForbiddenAddress(ip)).toBe(true));
  it.each(ALLOWED)("allows %s", (ip) => expect(isForbiddenAddress(ip)).toBe(false));
});

describe("assertDeliverableUrl", () => {
  it.each([
    "http://127.0.0.1:8080/hook",
    "http://[::1]/hook",
    "http://169.254.169.254/latest/meta-data/",
    "http://10.1.2.3/",
    "http://localhost:3000/",
    "http://0/",
    "http://0x7f.1/",
    "http://2130706433/",
    "http://198.18.0.1/",
    "http://192.0.2.10/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::127.0.0.1]/",
    "http://[::a9fe:a9fe]/latest/meta-data/",
    "http://[0:0:0:0:0:0:a9fe:a9fe]/",
    "http://[::ffff:a9fe:a9fe]/",
    "http://[64:ff9b::a9fe:a9fe]/",
    "http://[2002:a9fe:a9fe::]/",
    "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/",
    "http://[2001:db8::1]/",
    "http://[fec0::1]/",
    "http://[100::1]/",
    "http://[::]/",
  ])("refuses %s", async (url) => {
    await expect(assertDeliverableUrl(url, false)).rejects.toBeInstanceOf(UnsafeTargetError);
  });

  it.each([
    "https://93.184.216.34/hook",
    "https://[2606:4700:4700::1111]/hook",
    "http://[::ffff:8.8.8.8]/",
    "http://[64:ff9b::808:808]/",
    "https://[2002:808:808::1]/",
  ])("allows %s", async (url) => {
    await expect(assertDeliverableUrl(url, false)).resolves.toBeUndefined();
  });

  it("refuses non-http schemes, credentials and hosts that do not resolve", async () => {
    await expect(assertDeliverableUrl("file:///etc/passwd", false)).rejects.toThrow(/http or https/);
    await expect(assertDeliverableUrl("https://user:pw@example.com/", false)).rejects.toThrow(/credentials/);
    await expect(assertDeliverableUrl("https://does-not-exist.invalid/", false)).rejects.toThrow(/does not resolve/);
  });

  it("allows private addresses when ALLOW_PRIVATE_WEBHOOK_URLS is on", async () => {
    await expect(assertDeliverableUrl("http://127.0.0.1:8080/hook", true)).resolves.toBeUndefined();
    await expect(assertDeliverableUrl("http://[::127.0.0.1]/hook", true)).resolves.toBeUndefined();
  });
});
