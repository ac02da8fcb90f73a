import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { backoffSeconds } from "@/lib/auth/internal/credential-attempts";
import { describeSignInError, rateLimitedSignInError, SIGN_IN_UNAVAILABLE } from "@/lib/client/sign-in-errors";
import { CLIENT_ADDRESS_HEADER, clientAddress, UNKNOWN_CLIENT } from "@/lib/http/client-address";
import { addressBucket } from "@/lib/http/rate-limit";
import { compileTrustProxy, socketClientAddress, stampClientAddress, undeclaredProxyHint } from "@/lib/http/trust-proxy";

/** What the HTTP server sees: the socket's peer and the headers as sent. */
function fakeRequest(peer: string | undefined, headers: IncomingHttpHeaders = {}) {
  return { socket: { remoteAddress: peer }, headers: { ...headers } } as unknown as Parameters<typeof socketClientAddress>[0];
}

describe("client address from the socket (TRUST_PROXY)", () => {
  it("trusts nobody by default: a forged X-Forwarded-For changes nothing", () => {
    for (const setting of [undefined, "", "false", "0"]) {
      const trust = compileTrustProxy(setting);
      expect(socketClientAddress(fakeRequest("203.0.113.9"), trust)).toBe("203.0.113.9");
      expect(socketClientAddress(fakeRequest("203.0.113.9", { "x-forwarded-for": "198.51.100.1" }), trust)).toBe("203.0.113.9");
      expect(socketClientAddress(fakeRequest("203.0.113.9", { "x-forwarded-for": "198.51.100.1, 198.51.100.2" }), trust)).toBe("203.0.113.9");
    }
  });

  it("with a hop count, believes that many proxies and no more", () => {
    const one = compileTrustProxy("1");
    // nginx on the same host appends the real peer; whatever the client wrote sits to its left.
    expect(socketClientAddress(fakeRequest("127.0.0.1", { "x-forwarded-for": "10.9.9.9, 198.51.100.7" }), one)).toBe("198.51.100.7");
    expect(socketClientAddress(fakeRequest("127.0.0.1"), one)).toBe("127.0.0.1");
    const two = compileTrustProxy("2");
    expect(socketClientAddress(fakeRequest("10.0.0.2", { "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.1" }), two)).toBe("198.51.100.7");
  });

  it("with addresses and names, walks back only through trusted proxies", () => {
    const loopback = compileTrustProxy("loopback");
    expect(socketClientAddress(fakeRequest("127.0.0.1", { "x-forwarded-for": "6.6.6.6, 198.51.100.7" }), loopback)).toBe("198.51.100.7");
    // A peer that is not a trusted proxy is the client, whatever it forwards.
    expect(socketClientAddress(fakeRequest("198.51.100.20", { "x-forwarded-for": "6.6.6.6" }), loopback)).toBe("198.51.100.20");
    const lb = compileTrustProxy("10.0.0.0/8, loopback");
    expect(socketClientAddress(fakeRequest("10.1.2.3", { "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.4.4.4" }), lb)).toBe("198.51.100.7");
    const ipv6 = compileTrustProxy("uniquelocal,linklocal");
    expect(socketClientAddress(fakeRequest("fd00::1", { "x-forwarded-for": "2001:db8::5" }), ipv6)).toBe("2001:db8::5");
  });

  it("spells IPv4-mapped peers as IPv4, and refuses settings that would trust the client", () => {
    expect(socketClientAddress(fakeRequest("::ffff:192.0.2.4"), compileTrustProxy(undefined))).toBe("192.0.2.4");
    expect(socketClientAddress(fakeRequest(undefined), compileTrustProxy(undefined))).toBe("unknown");
    expect(socketClientAddress(fakeRequest("127.0.0.1", { "x-forwarded-for": "not-an-ip" }), compileTrustProxy("1"))).toBe("invalid");
    expect(() => compileTrustProxy("true")).toThrow(/TRUST_PROXY/);
    expect(() => compileTrustProxy("10.0.0.0/99")).toThrow(/TRUST_PROXY/);
  });

  it("stamps every request, overwriting a client-sent X-Client-Address and forwarding headers", () => {
    const untrusted = fakeRequest("203.0.113.9", {
      [CLIENT_ADDRESS_HEADER]: "1.1.1.1",
      "x-forwarded-for": "1.1.1.1",
      "x-forwarded-host": "evil.example",
      "x-real-ip": "1.1.1.1",
    });
    expect(stampClientAddress(untrusted, compileTrustProxy(undefined))).toBe("203.0.113.9");
    expect(untrusted.headers[CLIENT_ADDRESS_HEADER]).toBe("203.0.113.9");
    expect(untrusted.headers["x-forwarded-for"]).toBe("203.0.113.9");
    expect(untrusted.headers["x-forwarded-host"]).toBeUndefined();
    expect(untrusted.headers["x-real-ip"]).toBeUndefined();

    const proxied = fakeRequest("127.0.0.1", { [CLIENT_ADDRESS_HEADER]: "1.1.1.1", "x-forwarded-for": "198.51.100.7", "x-forwarded-proto": "https" });
    expect(stampClientAddress(proxied, compileTrustProxy("loopback"))).toBe("198.51.100.7");
    expect(proxied.headers[CLIENT_ADDRESS_HEADER]).toBe("198.51.100.7");
    expect(proxied.headers["x-forwarded-proto"]).toBe("https");
  });
});

describe("undeclared proxies", () => {
  it("hints at TRUST_PROXY when a private peer forwards for others, and only then", () => {
    const none = compileTrustProxy(undefined);
    expect(undeclaredProxyHint(fakeRequest("10.0.0.5", { "x-forwarded-for": "198.51.100.7" }), none)).toMatch(/TRUST_PROXY=10\.0\.0\.5/);
    expect(undeclaredProxyHint(fakeRequest("::ffff:127.0.0.1", { "x-forwarded-for": "198.51.100.7" }), none)).toMatch(/127\.0\.0\.1/);
    expect(undeclaredProxyHint(fakeRequest("10.0.0.5"), none)).toBeUndefined();
    // A public client forging the header is not a proxy to declare.
    expect(undeclaredProxyHint(fakeRequest("198.51.100.9", { "x-forwarded-for": "1.2.3.4" }), none)).toBeUndefined();
    expect(undeclaredProxyHint(fakeRequest("10.0.0.5", { "x-forwarded-for": "198.51.100.7" }), compileTrustProxy("10.0.0.0/8"))).toBeUndefined();
  });
});

describe("clientAddress in the app", () => {
  it("reads only the server's header; without it, a fixed value and never X-Forwarded-For", () => {
    expect(clientAddress(new Request("http://x/", { headers: { "x-forwarded-for": "6.6.6.6", "x-real-ip": "6.6.6.6" } }))).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(new Request("http://x/", { headers: { [CLIENT_ADDRESS_HEADER]: "192.0.2.1", "x-forwarded-for": "6.6.6.6" } }))).toBe("192.0.2.1");
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: "192.0.2.2" }))).toBe("192.0.2.2");
    expect(clientAddress({ [CLIENT_ADDRESS_HEADER]: "192.0.2.3", "x-forwarded-for": "6.6.6.6" })).toBe("192.0.2.3");
    expect(clientAddress({ "x-forwarded-for": "6.6.6.6" })).toBe(UNKNOWN_CLIENT);
  });

  it("buckets IPv6 clients by /64", () => {
    expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe(addressBucket("2001:db8:1:2:bbbb::9"));
    expect(addressBucket("2001:db8:1:2::1")).not.toBe(addressBucket("2001:db8:1:3::1"));
    expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("::ffff:192.0.2.4")).toBe("192.0.2.4");
    expect(addressBucket("unknown")).toBe("unknown");
  });
});

describe("credential back-off", () => {
  it("doubles from the base and stops at the maximum", () => {
    const settings = { backoffSeconds: 30, maxBlockSeconds: 900 };
    expect([0, 1, 2, 3, 4, 5, 6, 100].map((n) => backoffSeconds(n, settings))).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it("words the sign-in form's error", () => {
    expect(describeSignInError("CredentialsSignin")).toBe("The e-mail or password is incorrect.");
    expect(describeSignInError(rateLimitedSignInError(45))).toBe("Too many attempts; try again in 45 seconds.");
    expect(describeSignInError(rateLimitedSignInError(600))).toBe("Too many attempts; try again in 10 minutes.");
    expect(describeSignInError(rateLimitedSignInError(61))).toBe("Too many attempts; try again in 2 minutes.");
    expect(describeSignInError(SIGN_IN_UNAVAILABLE)).toBe("Signing in failed; try again in a moment.");
  });
});
