import { describe, expect, it } from "vitest";
import { linkDocs, mappedWords } from "@/lib/custom-frameworks/internal/suggest/crosswalk-signals";
import { feedbackEffects, feedbackQueryText, type FeedbackEntry } from "@/lib/custom-frameworks/internal/suggest/feedback";
import { buildSuggestIndex, type SuggestDoc } from "@/lib/custom-frameworks/internal/suggest/model";
import { suggestMappingsFromCatalog } from "@/lib/custom-frameworks/internal/suggest/catalog-index";
import { unitVector } from "@/lib/custom-frameworks/internal/suggest/text-vectors";
import { analyze } from "@/lib/custom-frameworks/internal/suggest/analyze";
import { termCounts } from "@/lib/custom-frameworks/internal/suggest/text-vectors";

/**
 * A target catalog whose names share no word with how the source catalog words the same ideas: only a crosswalk
 * can tell that "Kestrel review" is where "quarterly badge audit" belongs.
 */
const docs: SuggestDoc[] = [
  { framework: "tgt", controlId: "K", title: "Kestrel review", description: "", category: "" },
  { framework: "tgt", controlId: "M", title: "Merlin register", description: "", category: "" },
  { framework: "tgt", controlId: "H", title: "Harrier log", description: "", category: "" },
  { framework: "tgt", controlId: "N", title: "Badge printing", description: "", category: "" },
  { framework: "src", controlId: "S1", title: "Quarterly badge audit", description: "Badges are audited each quarter by facilities.", category: "Physical" },
  { framework: "src", controlId: "S2", title: "Badge audit evidence", description: "Audit results for badges are retained.", category: "Physical" },
  { framework: "src", controlId: "S3", title: "Vendor catalogue upkeep", description: "The list of vendors is kept current.", category: "Suppliers" },
  { framework: "src", controlId: "S4", title: "Firewall event retention", description: "Firewall events are kept for a year.", category: "Logging" },
];
const rows = [
  { fromFramework: "src", fromId: "S1", toFramework: "tgt", toId: "K" },
  { fromFramework: "src", fromId: "S2", toFramework: "tgt", toId: "K" },
  { fromFramework: "src", fromId: "S3", toFramework: "tgt", toId: "M" },
  { fromFramework: "src", fromId: "S4", toFramework: "tgt", toId: "H" },
  // rows naming controls the index does not hold are skipped, not fatal
  { fromFramework: "src", fromId: "S9", toFramework: "tgt", toId: "K" },
];

describe("learning from crosswalk rows", () => {
  it("links source to target documents and skips rows naming unknown controls", () => {
    const links = linkDocs(docs, rows);
    expect([...links.entries()]).toEqual([
      [4, [0]],
      [5, [0]],
      [6, [1]],
      [7, [2]],
    ]);
    const words = mappedWords(
      links,
      docs.map((d) => termCounts(analyze(d.title), false)),
      docs.length,
    );
    expect([...words[0]!.keys()]).toEqual(expect.arrayContaining(["badg", "audit", "quarterli"]));
    expect(words[3]).toBeNull();
  });

  it("finds a target by the words of the controls mapped to it, which the text alone cannot", () => {
    const query = { title: "Quarterly audit of staff badges", framework: "tgt" };
    const unsupervised = buildSuggestIndex(docs).suggest(query);
    // without the crosswalk the only shared word is "badge", which points at the wrong control
    expect(unsupervised[0]?.controlId).toBe("N");
    const learned = buildSuggestIndex(docs, rows);
    expect(learned.examples).toBe(4);
    expect(learned.suggest(query)[0].controlId).toBe("K");
    expect(learned.suggest({ title: "Keep the vendor catalogue current", framework: "tgt" })[0].controlId).toBe("M");
  });

  it("learns only from the rows it is given (the bench's held-out folds rely on it)", () => {
    const withoutK = buildSuggestIndex(
      docs,
      rows.filter((r) => r.toId !== "K"),
    );
    expect(withoutK.suggest({ title: "Quarterly audit of staff badges", framework: "tgt" })[0]?.controlId).not.toBe("K");
  });

  it("keeps the answer contract: at most the limit, best first, confidence non-increasing in 0..1", () => {
    const res = buildSuggestIndex(docs, rows).suggest({ title: "Badge audit each quarter", limit: 3 });
    expect(res.length).toBeLessThanOrEqual(3);
    for (let i = 0; i < res.length; i++) {
      expect(res[i].confidence).toBeGreaterThan(0);
      expect(res[i].confidence).toBeLessThanOrEqual(1);
      if (i > 0) expect(res[i].confidence).toBeLessThanOrEqual(res[i - 1].confidence);
    }
  });
});

describe("feedback re-ranking", () => {
  const vector = (text: string) => unitVector(termCounts(analyze(text), true), () => 1);
  const entry = (queryText: string, controlId: string, decision: FeedbackEntry["decision"]): FeedbackEntry => ({
    queryText,
    framework: "iso27001",
    controlId,
    decision,
  });

  it("weighs a decision by how alike the queries are, and lets the newest decision on a pair count", () => {
    const query = vector("Quarterly access reviews for administrators");
    const effects = feedbackEffects(
      query,
      [
        entry("Quarterly access reviews for administrators", "A.5.18", "rejected"), // newest: wins over the older acceptance
        entry("quarterly   access reviews for ADMINISTRATORS", "A.5.18", "accepted"),
        entry("Access reviews", "A.8.2", "accepted"),
        entry("Backups are restored every month", "A.8.13", "accepted"),
      ],
      vector,
    );
    expect(effects.get("iso27001\u0000A.5.18")).toEqual({ accepted: 0, rejected: 1 });
    const partial = effects.get("iso27001\u0000A.8.2")!;
    expect(partial.accepted).toBeGreaterThan(0);
    expect(partial.accepted).toBeLessThan(1);
    expect(effects.has("iso27001\u0000A.8.13")).toBe(false);
  });

  it("stores a query as its parts, one per line", () => {
    expect(feedbackQueryText({ title: " MFA ", description: null, category: "Access" })).toBe("MFA\nAccess");
  });

  it("drops a control rejected for the same text out of the top five and raises one accepted to the top", () => {
    const query = { title: "Quarterly access reviews", description: "Managers recertify user access", framework: "iso27001" };
    const text = feedbackQueryText(query);
    const before = suggestMappingsFromCatalog(query);
    const rejected = before[0].controlId;
    const far = "A.7.8"; // equipment siting: nothing to do with access reviews
    expect(before.slice(0, 5).map((s) => s.controlId)).not.toContain(far);

    const after = suggestMappingsFromCatalog(query, [entry(text, rejected, "rejected"), entry(text, far, "accepted")]);
    expect(after[0].controlId).toBe(far);
    expect(after[0].confidence).toBeGreaterThan(0.9);
    expect(after.slice(0, 5).map((s) => s.controlId)).not.toContain(rejected);

    // a similar wording is moved too, an unrelated one is not
    const similar = suggestMappingsFromCatalog({ ...query, description: undefined }, [entry(text, far, "accepted")]);
    expect(similar.slice(0, 5).map((s) => s.controlId)).toContain(far);
    const unrelated = { title: "Backups are restored every month", framework: "iso27001" };
    expect(suggestMappingsFromCatalog(unrelated, [entry(text, rejected, "rejected"), entry(text, far, "accepted")])).toEqual(
      suggestMappingsFromCatalog(unrelated),
    );
    // no feedback, no change
    expect(suggestMappingsFromCatalog(query, [])).toEqual(before);
  });
});
