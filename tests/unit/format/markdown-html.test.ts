import { describe, expect, it } from "vitest";
import { markdownInlineToHtml, markdownToHtml, markdownToText } from "@/lib/format/markdown-html";

// An imported OSCAL catalog writes its titles (markup-line) and prose (markup-multiline) in Markdown.
const TITLE = "Sample Security Catalog *for Demonstration* and Testing";

describe("Markdown in titles and descriptions", () => {
  it("renders a title inline: emphasis, code and safe links, no block element", () => {
    expect(markdownInlineToHtml(TITLE)).toBe("Sample Security Catalog <em>for Demonstration</em> and Testing");
    expect(markdownInlineToHtml("Run `npx x`")).toBe("Run <code>npx x</code>");
    expect(markdownInlineToHtml("[NIST](https://nist.gov)")).toBe('<a href="https://nist.gov" rel="noopener noreferrer nofollow" target="_blank">NIST</a>');
    expect(markdownInlineToHtml(TITLE)).not.toContain("<p>");
  });

  it("never passes HTML or script links through", () => {
    expect(markdownInlineToHtml("a <img src=x onerror=alert(1)> b")).not.toContain("<img");
    expect(markdownToHtml("<script>alert(1)</script>")).not.toContain("<script");
    expect(markdownInlineToHtml("[click](javascript:alert(1))")).toBe("click");
  });

  it("reduces Markdown to its words where only text fits", () => {
    expect(markdownToText(TITLE)).toBe("Sample Security Catalog for Demonstration and Testing");
    expect(markdownToText("See [the catalog](https://example.com) & **more**")).toBe("See the catalog & more");
    expect(markdownToText("First.\n\nSecond.")).toBe("First.\n\nSecond.");
    expect(markdownToText("Tom's <b>tag</b>")).toBe("Tom's <b>tag</b>");
  });
});
