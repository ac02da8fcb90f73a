/**
 * The hostile values the fuzzer plants in bodies, queries and paths: wrong types, NUL and lone
 * surrogates, huge strings, deep nesting and prototype keys. Built once (a 100k string is shared,
 * not regenerated per run).
 */

/** Stands for a deeply nested value; spliced in as text, since JSON.stringify would overflow first. */
export class Deep {
  constructor(
    readonly depth: number,
    readonly shape: "array" | "object",
  ) {}

  text(): string {
    return this.shape === "array" ? "[".repeat(this.depth) + "]".repeat(this.depth) : '{"a":'.repeat(this.depth) + "1" + "}".repeat(this.depth);
  }

  toString(): string {
    return `<${this.depth} nested ${this.shape}s>`;
  }
}

export const HUGE = "a".repeat(100_000);
const HUGE_WITH_NUL = `${"b".repeat(50_000)}\u0000${"b".repeat(50_000)}`;
const HUGE_MULTIBYTE = "é€😀".repeat(20_000);

/** Strings that are valid JSON but hostile to a database, a renderer or a parser. */
export const NASTY_STRINGS: string[] = [
  "\u0000",
  "title\u0000",
  "a\u0000b",
  "\ud800",
  "a\udfffb",
  "\udc00\ud800",
  "x\ud83d",
  "\ufeffBOM",
  "\u202etxt.exe",
  "\u2028\u2029",
  "𝕏𝕐😀",
  "\r\n\t",
  "   ",
  "",
  "%00",
  "%ZZ",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR '1'='1' --",
  "${7*7}{{7*7}}",
  "\\",
  '"',
  "9".repeat(400),
  "2026-02-30T25:61:00Z",
  HUGE,
  HUGE_WITH_NUL,
  HUGE_MULTIBYTE,
];

/** Suffixes appended to an otherwise valid string, so the rest of the request still validates. */
export const NASTY_SUFFIXES = ["\u0000", "\ud800", "\udfff", "\u0000\ud800", `-${HUGE}`, "\u202e", " "];

/** Values of every other JSON type, and numbers at the edges. */
export const WRONG_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0,
  1e308,
  -1e308,
  2 ** 53 + 2,
  2 ** 31,
  -(2 ** 63),
  5e-324,
  "",
  "x",
  "0",
  "true",
  "null",
  [],
  {},
  [1, "a", null],
  { a: 1 },
  new Array(20_000).fill("a"),
  new Deep(5_000, "array"),
  new Deep(5_000, "object"),
  new Deep(100_000, "array"),
];

/** Keys a parser or a merge may treat specially. */
export const NASTY_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "unknownField",
  "toString",
  "hasOwnProperty",
  "__defineGetter__",
  "",
  "\u0000",
  "\ud800",
  "k".repeat(10_000),
];

/** Values under a planted key: the ones that pollute a prototype if a merge follows the key. */
export const PLANTED_VALUES: unknown[] = [{ fuzzPolluted: true }, { prototype: { fuzzPolluted: true } }, "x", 1, null];

/** Defines a key as an own property even when it is `__proto__` (plain assignment would set the prototype). */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Query values; the `raw` ones go into the URL as written (malformed or overlong percent-encodings). */
export const NASTY_QUERY_VALUES: { value: string; raw?: boolean }[] = [
  { value: "abc" },
  { value: "-1" },
  { value: "0" },
  { value: "1e309" },
  { value: "Infinity" },
  { value: "NaN" },
  { value: "0x10" },
  { value: " 5 " },
  { value: "5.5" },
  { value: "" },
  { value: "9".repeat(400) },
  { value: "\u0000" },
  { value: "a\u0000" },
  { value: "\ud800" },
  { value: "x".repeat(10_000) },
  { value: "[]" },
  { value: "{}" },
  { value: "%00", raw: true },
  { value: "a%00b", raw: true },
  { value: "%ZZ", raw: true },
  { value: "%", raw: true },
  { value: "%ED%A0%80", raw: true },
  { value: "%C0%80", raw: true },
  { value: "%FF%FE", raw: true },
];

/** Path parameter values that name nothing, or that a careless lookup would choke on. */
export function nastyPathValues(real: string): string[] {
  return [
    "",
    " ",
    "not-a-uuid",
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "5b0c8a5e-7e43-4e8f-9a43-2d3c1c9f0b1a",
    real.toUpperCase(),
    `${real}\u0000`,
    `${real}\ud800`,
    `${real} `,
    "\u0000",
    "\ud800",
    "..",
    "../..",
    "%00",
    "%ZZ",
    "a".repeat(10_000),
    "1; drop table accounts",
    "CC6.1\u0000",
    "__proto__",
  ];
}

/** Bodies that are not JSON, or not the JSON a route can read. `bytes` stands for raw bytes. */
export const RAW_BODIES: { text?: string; bytes?: number[] }[] = [
  { text: "" },
  { text: "   " },
  { text: "{" },
  { text: '{"a":' },
  { text: "null" },
  { text: "[]" },
  { text: '"string"' },
  { text: "123" },
  { text: "1e999999" },
  { text: "NaN" },
  { text: "{'a':1}" },
  { text: '{"a":1,}' },
  { text: "\ufeff{}" },
  { text: '{"a":"\\u0000"}' },
  { text: '{"a":"\\ud800"}' },
  { text: '{"\\u0000":1}' },
  { text: '{"__proto__":{"fuzzPolluted":true}}' },
  { text: '{"constructor":{"prototype":{"fuzzPolluted":true}}}' },
  { text: '{"a":1,"a":2}' },
  { text: "[".repeat(5_000) + "]".repeat(5_000) },
  { text: "[".repeat(100_000) },
  { text: '{"a":'.repeat(50_000) },
  { text: "x".repeat(2 * 1024 * 1024) },
  { bytes: [0x7b, 0xff, 0xfe, 0x7d] },
  { bytes: [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d] },
  { bytes: [0xfe, 0xff, 0x00, 0x7b, 0x00, 0x7d] },
];

/** Content types a JSON route must refuse (415) or read as JSON. `null`: no header at all. */
export const CONTENT_TYPES: (string | null)[] = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/vnd.api+json",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "",
  null,
];

/** Percent-encodes anything, lone surrogates included (as the WTF-8 bytes encodeURIComponent refuses). */
export function encodeLoose(value: string): string {
  let out = "";
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** JSON text of a value that may hold `Deep` placeholders (spliced in after stringifying). */
export function toJsonText(value: unknown): string {
  const deep: Deep[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Deep) {
      deep.push(v);
      return `\u0001deep${deep.length - 1}\u0001`;
    }
    return v;
  });
  if (text === undefined) return "";
  return deep.reduce((out, d, i) => out.replace(JSON.stringify(`\u0001deep${i}\u0001`), () => d.text()), text);
}

/** A short, printable excerpt: control characters and lone surrogates escaped, long runs collapsed. */
export function excerpt(text: string, max = 400): string {
  const collapsed = text.replace(/(.)\1{49,}/gsu, (run, ch: string) => `${ch.repeat(3)}…(${run.length}×)…`);
  const escaped = JSON.stringify(collapsed.length > max ? `${collapsed.slice(0, max)}…` : collapsed);
  return `${escaped} (${text.length} chars)`;
}
