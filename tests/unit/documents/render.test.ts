import fc from "fast-check";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { escapeMarkdown, parseTemplate, renderTemplate, TemplateSyntaxError } from "@/lib/documents/internal/render";
import { getTemplate } from "@/lib/documents/internal/templates";
import type { DocumentTemplate } from "@/lib/documents/internal/types";
import { validateVariables } from "@/lib/documents/internal/variables";
import { variablesFor } from "./fixtures";
import { prose } from "@/lib/format/prose";

const mini: DocumentTemplate = {
  id: "mini",
  name: "Mini",
  category: "test",
  description: "test",
  frameworks: ["gdpr"],
  keywords: [],
  version: "1",
  fields: [
    { name: "companyName", label: "Company", type: "string", required: true, description: "", example: "Acme" },
    { name: "items", label: "Items", type: "string[]", required: false, description: "", example: ["a"] },
    {
      name: "dataTypes",
      label: "Data types",
      type: "string[]",
      required: false,
      description: "",
      example: [],
      options: ["health_data", "payment_cards"],
      optionLabels: { health_data: "health data" },
    },
    { name: "site", label: "Site", type: "url", required: false, description: "", example: "https://a.example" },
    { name: "day", label: "Day", type: "date", required: false, description: "", example: "2026-01-02" },
  ],
  intro: "Hello {{companyName}}, welcome.",
  sections: [
    { id: "list", title: "List", required: false, requirements: ["X 1"], body: "Items:\n\n{{list items}}\n\nInline: {{join items}}." },
    {
      id: "cond",
      title: "Conditional",
      required: false,
      requirements: ["X 2"],
      body: prose(
        '{{#if dataTypes includes "health_data"}}HEALTH {{join dataTypes}}{{else}}NO-HEALTH{{/if}} {{#if not site}}no site{{/if}}{{#if',
        "site}}site {{site}}{{/if}} on {{day}}",
      ),
    },
    { id: "only-health", title: "Health Only", required: false, requirements: ["X 3"], when: 'dataTypes includes "health_data"', body: "Health section." },
  ],
};

function render(vars: Record<string, string | string[]>) {
  const check = validateVariables(mini.fields, vars);
  if (!check.ok) throw new Error(JSON.stringify(check.problems));
  return renderTemplate(mini, check.values).content;
}

describe("renderer", () => {
  it("renders lists, joins, conditionals, dates and conditional sections", () => {
    const out = render({ companyName: "Acme", items: ["one", "two", "three"], dataTypes: ["health_data"], site: "https://acme.example/x", day: "2026-03-09" });
    expect(out).toContain("Items:\n\n- one\n- two\n- three");
    expect(out).toContain("Inline: one, two and three.");
    expect(out).toContain("HEALTH health data");
    expect(out).toContain("site <https://acme.example/x>");
    expect(out).toContain("on 9 March 2026");
    expect(out).toContain("## 3. Health Only");
    expect(out).toContain("*Requirements addressed: X 3*");
    const without = render({ companyName: "Acme" });
    expect(without).toContain("NO-HEALTH");
    expect(without).toContain("no site");
    expect(without).not.toContain("Health Only");
    expect(without).not.toMatch(/\n{3,}/);
  });

  it("rejects malformed template syntax", () => {
    expect(() => parseTemplate("{{#if a}}x")).toThrow(TemplateSyntaxError);
    expect(() => parseTemplate("{{/if}}")).toThrow(TemplateSyntaxError);
    expect(() => parseTemplate("{{else}}")).toThrow(TemplateSyntaxError);
    expect(() => parseTemplate("{{ a b c }}")).toThrow(TemplateSyntaxError);
    expect(() => parseTemplate("{{#if a includes x}}y{{/if}}")).toThrow(TemplateSyntaxError);
  });

  const attacks = [
    "# Injected heading",
    "Acme\n\n## 99. Injected Section\n\nowned",
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "[click me](javascript:alert(1))",
    "![pixel](https://evil.example/p.png)",
    "**bold** _em_ `code` ~~gone~~",
    "| a | b |\n|---|---|\n| c | d |",
    "1. ordered",
    "- bullet",
    "> quote",
    "---",
    "&lt;script&gt; &amp; &#x3C;b&#x3E;",
    "{{companyName}} {{#if x}}",
    "trailing backslash \\",
    "<https://evil.example>",
    "Acme\r\n===",
  ];

  it.each(attacks)("neutralises %j", (value) => {
    const content = render({ companyName: value, items: [value] });
    const html = marked.parse(content, { async: false, gfm: true }) as string;
    // Only the template's own elements appear: no element or attribute can come from the value.
    const tags = new Set([...html.matchAll(/<\/?([a-z][a-z0-9]*)/gi)].map((m) => m[1].toLowerCase()));
    expect([...tags].sort()).toEqual(["em", "h1", "h2", "li", "p", "ul"]);
    expect(html).not.toMatch(/<h2[^>]*>[^<]*Injected/);
    // Exactly the structure of the template: one title, three numbered sections.
    expect((html.match(/<h1/g) ?? []).length).toBe(1);
    expect((html.match(/<h2/g) ?? []).length).toBe(2);
    // The list holds exactly one item, whatever the value.
    expect((html.match(/<li>/g) ?? []).length).toBe(1);
  });

  it("shows any value as exactly its text (property)", () => {
    const piece = fc.constantFrom(
      "#",
      "*",
      "_",
      "`",
      "[",
      "]",
      "(",
      ")",
      "<",
      ">",
      "&",
      "!",
      "|",
      "~",
      "\\",
      "-",
      "+",
      "=",
      "1.",
      "2)",
      "\n",
      "\t",
      " ",
      "a",
      "Zed",
      "script",
      "{{x}}",
      "&lt;",
      "&#65;",
      "'",
      '"',
      ":",
      "é",
      "\u2028",
      "www.",
      "https://",
      "a@b.co",
      "mailto:",
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 20 }), (pieces) => {
        const value = pieces.join("");
        if (value.trim() === "") return;
        const line = escapeMarkdown(value);
        const html = (marked.parse(`Hello ${line} end`, { async: false, gfm: true }) as string).trim();
        const expected = `Hello ${value
          .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
          .replace(/\s+/g, " ")
          .trim()} end`;
        const escapedExpected = expected.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
        expect(html).toBe(`<p>${escapedExpected}</p>`);
      }),
      { numRuns: 400 },
    );
  });

  it("escapes variables in real templates too", () => {
    const t = getTemplate("privacy-policy")!;
    const vars = { ...variablesFor(t), companyName: "Evil <b>Corp</b>\n\n# Owned", recipients: ["[x](javascript:alert(1))"] };
    const check = validateVariables(t.fields, vars);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const doc = renderTemplate(t, check.values);
    const html = marked.parse(doc.content, { async: false }) as string;
    expect(html).not.toMatch(/<b>Corp|href="javascript:|<h1>Owned/);
    expect(html).toContain("Evil &lt;b&gt;Corp&lt;/b&gt; # Owned");
    expect(doc.title).toBe("Evil <b>Corp</b> # Owned Privacy Policy");
  });
});
