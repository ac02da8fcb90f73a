import { splitChunks, stripNumbering } from "./markdown-structure";
import type { Chunk } from "./markdown-structure";
import { categoryRequirements, categoryTitles, requirementsFor, sectionVocabulary } from "./requirements";
import type { CategoryRequirements, Disclosure } from "./requirements";
import { foldText } from "@/lib/text-search";
import type { ValidationReport } from "../schemas";
import { phraseRegex } from "./text";

type PresentSection = ValidationReport["presentSections"][number];
type SectionResult = ValidationReport["missingSections"][number];
type DisclosureResult = ValidationReport["missingDisclosures"][number];

const headingRegexes = new Map<string, RegExp>();
function headingRegex(sectionId: string): RegExp {
  let r = headingRegexes.get(sectionId);
  if (!r) {
    const vocab = sectionVocabulary[sectionId];
    if (!vocab) throw new Error(`Section ${sectionId} has no vocabulary`);
    r = phraseRegex(vocab.headings, true);
    headingRegexes.set(sectionId, r);
  }
  return r;
}

const disclosureRegexes = new WeakMap<Disclosure, RegExp[]>();
function termRegexes(d: Disclosure): RegExp[] {
  let r = disclosureRegexes.get(d);
  if (!r) {
    r = d.terms.map((group) => phraseRegex(group, false));
    disclosureRegexes.set(d, r);
  }
  return r;
}

interface PreparedDocument {
  /** The document's own name, folded: its opening heading, or a short first line of plain text. */
  title: string;
  headings: { raw: string; normalized: string }[];
  chunkTexts: string[];
}

/** A title longer than this is a paragraph, not a name. */
const MAX_TITLE_LENGTH = 160;

/**
 * Headings and per-section text of a document. A lone level-1 heading opening the document is the
 * document's title, not a section, so it does not count as one (a title such as "Business
 * Continuity and Disaster Recovery Plan" would otherwise stand in for the sections it names).
 */
export function prepareDocument(content: string): PreparedDocument {
  const chunks = splitChunks(content);
  // splitChunks drops an empty lead-in, so the first chunk is a heading when nothing precedes it.
  const h1Count = chunks.filter((c) => c.level === 1).length;
  const title = chunks[0]?.level === 1 && h1Count === 1 ? chunks[0] : undefined;
  return {
    title: foldText(stripNumbering(documentTitle(chunks[0]))),
    headings: chunks
      .filter((c) => c.heading !== null && c !== title)
      .map((c) => ({ raw: c.heading as string, normalized: foldText(stripNumbering(c.heading as string)) })),
    chunkTexts: chunks.map((c) => foldText(c.text)),
  };
}

function documentTitle(first: Chunk | undefined): string {
  if (!first) return "";
  const line = first.heading ?? first.text.split("\n").find((l) => l.trim() !== "") ?? "";
  return line.length <= MAX_TITLE_LENGTH ? line : "";
}

const titleRegexes = new Map(Object.entries(categoryTitles).map(([category, phrases]) => [category, phraseRegex(phrases, true)]));

/** The categories the document's title names, among those offered. */
function categoriesNamedByTitle(title: string, offered: readonly string[]): string[] {
  if (!title) return [];
  return offered.filter((category) => titleRegexes.get(category)?.test(title));
}

function evaluate(doc: PreparedDocument, frameworkId: string, category: string, reqs: CategoryRequirements): ValidationReport {
  const presentSections: PresentSection[] = [];
  const missingSections: SectionResult[] = [];
  for (const [id, reference] of Object.entries(reqs.sections)) {
    const re = headingRegex(id);
    const hit = doc.headings.find((h) => re.test(h.normalized));
    const title = sectionVocabulary[id].title;
    if (hit) presentSections.push({ id, title, reference, heading: hit.raw.trim() });
    else missingSections.push({ id, title, reference });
  }
  const missingDisclosures: DisclosureResult[] = [];
  for (const d of reqs.disclosures) {
    const groups = termRegexes(d);
    // By substance: every term group must be met within one section of the document.
    const met = doc.chunkTexts.some((text) => groups.every((g) => g.test(text)));
    if (!met) missingDisclosures.push({ id: d.id, description: d.description, reference: d.reference });
  }
  const total = Object.keys(reqs.sections).length + reqs.disclosures.length;
  const satisfied = presentSections.length + (reqs.disclosures.length - missingDisclosures.length);
  return {
    valid: missingSections.length === 0 && missingDisclosures.length === 0,
    score: total === 0 ? 100 : Math.round((100 * satisfied) / total),
    frameworkId,
    category,
    presentSections,
    missingSections,
    missingDisclosures,
  };
}

export class UnknownRequirementsError extends Error {
  constructor(
    readonly field: "frameworkId" | "category",
    message: string,
  ) {
    super(message);
  }
}

/**
 * Checks a Markdown document against a framework's requirements for its category. Without a
 * category, the document's own title decides: a title that names categories (its first heading,
 * or a short first line) limits the choice to them. Among the candidates, the category whose
 * requirements the document meets best is assumed (ties go to the category listed first), and
 * reported back. Scores alone would favour categories with few requirements: a draft incident
 * response plan meets more of a short retention policy's list than of its own.
 */
export function analyzeDocument(content: string, frameworkId: string, category?: string): ValidationReport {
  const fw = requirementsFor(frameworkId);
  if (!fw) throw new UnknownRequirementsError("frameworkId", `No document requirements for framework ${frameworkId}`);
  const doc = prepareDocument(content);
  if (category !== undefined) {
    const reqs = categoryRequirements(frameworkId, category);
    if (!reqs) {
      throw new UnknownRequirementsError(
        "category",
        `Framework ${frameworkId} has no requirements for category ${category}; known: ${Object.keys(fw.categories).join(", ")}`,
      );
    }
    return evaluate(doc, frameworkId, category, reqs);
  }
  const offered = Object.keys(fw.categories);
  const named = categoriesNamedByTitle(doc.title, offered);
  let best: ValidationReport | undefined;
  for (const cat of named.length ? named : offered) {
    const report = evaluate(doc, frameworkId, cat, fw.categories[cat]);
    if (!best || report.score > best.score) best = report;
  }
  return best as ValidationReport;
}
