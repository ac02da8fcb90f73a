import { describe, expect, it } from "vitest";
import { describeClientAddress, describeUserAgent } from "@/lib/format/user-agent";

// Real user-agent strings of current releases.
const CASES: [string, string][] = [
  ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on Linux"],
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on Windows"],
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Edge on Windows"],
  ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15", "Safari on macOS"],
  ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox on macOS"],
  ["Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox on Linux"],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    "Safari on iPhone",
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
    "Chrome on iPhone",
  ],
  ["Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.7 Mobile/15E148 Safari/604.1", "Safari on iPad"],
  ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36", "Chrome on Android"],
  [
    "Mozilla/5.0 (Linux; Android 14; SM-S928B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
    "Samsung Internet on Android",
  ],
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0", "Opera on Windows"],
  ["Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on ChromeOS"],
  ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36", "Headless Chrome on Linux"],
  ["curl/8.5.0", "curl"],
  ["node", "Node.js"],
  ["undici", "Node.js"],
  ["python-requests/2.32.3", "Python"],
  ["PostmanRuntime/7.42.0", "Postman"],
  ["Go-http-client/1.1", "Go"],
];

describe("a session's client in words (the Security page)", () => {
  it.each(CASES)("%s → %s", (ua, words) => {
    expect(describeUserAgent(ua)).toBe(words);
  });

  it("never shows an unrecognised string raw", () => {
    expect(describeUserAgent(null)).toBe("An unknown client");
    expect(describeUserAgent("")).toBe("An unknown client");
    expect(describeUserAgent("SomeBot/1.0 (+https://example.com)")).toBe("An unknown client");
    expect(describeUserAgent("Mozilla/5.0 (Windows NT 10.0) Trident/7.0")).toBe("A browser on Windows");
  });

  it("calls a loopback address this machine", () => {
    for (const a of ["::1", "127.0.0.1", "127.1.2.3", "::ffff:127.0.0.1"]) expect(describeClientAddress(a)).toBe("this machine");
    expect(describeClientAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(describeClientAddress("2001:db8::1")).toBe("2001:db8::1");
    expect(describeClientAddress(null)).toBe("an unknown address");
  });
});
