/**
 * A session's client as a person recognises it: "Chrome on Linux", "Safari on iPhone", "curl". A few families by their
 * tokens, in the order that tells them apart (Edge and Opera also say "Chrome", Chrome also says "Safari", an iPhone
 * also says "Mac OS X", Android also says "Linux"); anything else reads "An unknown client", never the raw string.
 * Pure and client-safe.
 */

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bHeadlessChrome\//, "Headless Chrome"],
  [/\bChrome\/|\bCriOS\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

/** Programs that call the API (`curl/8.5.0`, `node`, `python-requests/2.31`): named by their first token. */
const PROGRAMS: [RegExp, string][] = [
  [/^curl\//i, "curl"],
  [/^Wget\//i, "Wget"],
  [/^PostmanRuntime\//, "Postman"],
  [/^python-requests\/|^python-httpx\/|^Python-urllib\//, "Python"],
  [/^node(?:-fetch)?\b|^undici\b|^axios\//, "Node.js"],
  [/^Go-http-client\//, "Go"],
  [/^compliance-agent\//, "compliance-agent"],
];

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

export function describeUserAgent(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim();
  if (!ua) return "An unknown client";
  const program = first(PROGRAMS, ua);
  if (program) return program;
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  return system ? `A browser on ${system}` : "An unknown client";
}

/**
 * A client address as a person reads it: a loopback address (`::1`, `127.0.0.1`, `::ffff:127.0.0.1`) is the machine
 * the server runs on, "this machine"; any other address as it is.
 */
export function describeClientAddress(address: string | null | undefined): string {
  const a = address?.trim().toLowerCase();
  if (!a) return "an unknown address";
  if (a === "::1" || a === "0:0:0:0:0:0:0:1" || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a)) return "this machine";
  return address!.trim();
}
