import { describe, expect, it } from "vitest";
import { isServiceError } from "@/lib/errors";
import { readJsonBody } from "@/lib/http/body";
import { assertStorableText, BAD_TEXT_MESSAGE, findBadText, isStorableText, MAX_JSON_DEPTH } from "@/lib/schemas/text-guard";
import { httpUrl, optionalText, pageQuery, requiredText, storableString } from "@/lib/schemas";

const NUL = "\u0000";
const LONE_HIGH = "\uD800";
const LONE_LOW = "\uDC00";

describe("isStorableText", () => {
  it.each([
    ["", true],
    ["plain", true],
    ["émoji 😀 and CJK 漢字", true], // a surrogate PAIR is fine
    [`a${NUL}b`, false],
    [NUL, false],
    [`x${LONE_HIGH}`, false],
    [`${LONE_LOW}x`, false],
    [`${LONE_LOW}${LONE_HIGH}`, false], // reversed pair: two lone halves
    ["\uFFFD replacement is text", true],
  ])("%j → %s", (text, ok) => expect(isStorableText(text)).toBe(ok));
});

describe("findBadText", () => {
  it("names every offending value and key, nested in objects and arrays, in document order", () => {
    const body = {
      title: `T${NUL}`,
      fine: "ok",
      controls: [{ controlId: "CC6.1" }, { controlId: `CC${LONE_HIGH}` }],
      variables: { [`bad${NUL}key`]: "v", nested: { deeper: [1, true, null, `x${LONE_LOW}`] } },
    };
    expect(findBadText(body)).toEqual([
      { path: "title", message: BAD_TEXT_MESSAGE },
      { path: "controls.1.controlId", message: BAD_TEXT_MESSAGE },
      { path: "variables.bad\uFFFDkey", message: expect.stringMatching(/^Field names must not contain/) },
      { path: "variables.nested.deeper.3", message: BAD_TEXT_MESSAGE },
    ]);
  });

  it("judges a bare string, and prefixes paths", () => {
    expect(findBadText(NUL)).toEqual([{ path: "", message: BAD_TEXT_MESSAGE }]);
    expect(findBadText({ a: NUL }, "query")).toEqual([{ path: "query.a", message: BAD_TEXT_MESSAGE }]);
    expect(findBadText({ a: 1, b: [true, null, "fine"], c: { d: "😀" } })).toEqual([]);
  });

  it("treats __proto__ as an ordinary key, as JSON.parse makes it", () => {
    const parsed = JSON.parse(`{"__proto__": {"x": "a\\u0000"}, "constructor": "\\ud800"}`);
    expect(findBadText(parsed).map((i) => i.path)).toEqual(["__proto__.x", "constructor"]);
  });

  it("refuses nesting deeper than the limit without overflowing the stack", () => {
    const deep = JSON.parse("[".repeat(100_000) + "]".repeat(100_000));
    const issues = findBadText(deep);
    expect(issues).toHaveLength(1);
    expect(issues[0].message).toMatch(/Nested too deeply/);
    expect(issues[0].path.split(".")).toHaveLength(MAX_JSON_DEPTH);
    let ok: unknown = "leaf";
    for (let i = 0; i < MAX_JSON_DEPTH - 1; i++) ok = [ok];
    expect(findBadText(ok)).toEqual([]);
  });

  it("caps the list of issues", () => {
    expect(findBadText(Array.from({ length: 10_000 }, () => NUL))).toHaveLength(50);
  });

  it("throws validation_failed with the issues as details", () => {
    let error: unknown;
    try {
      assertStorableText({ name: NUL });
    } catch (e) {
      error = e;
    }
    expect(isServiceError(error) && error.code).toBe("validation_failed");
    expect(isServiceError(error) && error.details).toEqual([{ path: "name", message: BAD_TEXT_MESSAGE }]);
  });
});

describe("readJsonBody", () => {
  const post = (text: string) => new Request("http://x/", { method: "POST", headers: { "content-type": "application/json" }, body: text });

  it("refuses escaped NUL and lone surrogates anywhere in the parsed body", async () => {
    await expect(readJsonBody(post(`{"a":{"b":["\\u0000"]}}`))).rejects.toMatchObject({ code: "validation_failed", details: [{ path: "a.b.0" }] });
    await expect(readJsonBody(post(`{"\\udfff":1}`))).rejects.toMatchObject({ code: "validation_failed" });
    await expect(readJsonBody(post(`{"ok":"\\ud83d\\ude00"}`))).resolves.toEqual({ ok: "😀" });
  });

  it("still answers invalid UTF-8 bytes as invalid_json", async () => {
    const request = new Request("http://x/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    });
    await expect(readJsonBody(request)).rejects.toMatchObject({ code: "invalid_json" });
  });
});

describe("shared zod helpers", () => {
  it.each([
    ["requiredText", requiredText()],
    ["optionalText", optionalText()],
    ["storableString", storableString()],
    ["httpUrl", httpUrl()],
  ] as const)("%s refuses NUL and lone surrogates", (_name, schema) => {
    for (const bad of [`https://a.example/${NUL}`, `https://a.example/${LONE_HIGH}`]) {
      const result = schema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(BAD_TEXT_MESSAGE);
    }
    expect(schema.safeParse("https://a.example/😀").success).toBe(true);
  });

  it("pageQuery refuses a bad cursor", () => {
    expect(pageQuery.safeParse({ cursor: NUL }).success).toBe(false);
  });
});
