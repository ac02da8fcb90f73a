import { FUNCTION_WORDS, foldText, lightStem, terms, words } from "@/lib/text-search";
import { getCategory } from "./categories";
import { templatePreview } from "./preview";
import { templates as library } from "./templates";
import type { DocumentTemplate } from "./types";

/**
 * Ranked keyword search over the template library: BM25 over weighted fields (a word in a
 * template's name or in what people call the document counts far more than one in its body),
 * with light stemming (lib/text-search) and a few query synonyms, so that "GDPR processor contract" finds the data
 * processing agreement.
 */

/** Words people use for the same thing; each query word also looks for these. */
const SYNONYMS: Record<string, string[]> = {
  contract: ["agreement", "addendum", "dpa"],
  agreement: ["contract", "addendum"],
  processor: ["subprocessor", "dpa", "article 28"],
  hack: ["incident", "attack", "breach"],
  hacked: ["incident", "attack", "breach"],
  attack: ["incident"],
  leak: ["breach"],
  outage: ["continuity", "disaster", "recovery"],
  disaster: ["continuity", "recovery"],
  supplier: ["vendor"],
  third: ["vendor"],
  keep: ["retention", "retain"],
  delete: ["retention", "deletion", "disposal"],
  password: ["authentication", "access"],
  mfa: ["authentication", "access"],
  laptop: ["device", "acceptable"],
  employee: ["personnel", "staff"],
  tracking: ["cookie"],
  permission: ["consent"],
  notify: ["notification"],
  regulator: ["supervisory", "authority"],
  privacy: ["personal"],
};

const tokenize = (text: string) => terms(text, { stem: lightStem });

const FRAMEWORK_WORDS: Record<string, string> = {
  soc2: "soc 2 soc2 trust services criteria aicpa",
  iso27001: "iso 27001 iso27001 isms annex a",
  hipaa: "hipaa phi health insurance portability ephi",
  gdpr: "gdpr general data protection regulation eu privacy",
  "nist-csf-2": "nist csf cybersecurity framework",
  "nist-800-53": "nist 800 53 sp fisma",
  "pci-dss-4": "pci dss cardholder payment card",
};

const FIELD_WEIGHTS = { name: 6, keywords: 4, category: 3, frameworks: 2, description: 2, sections: 2, body: 0.5 } as const;
const K1 = 1.2;
const B = 0.75;

interface IndexedTemplate {
  template: DocumentTemplate;
  tf: Map<string, number>;
  length: number;
  /** Normalised name and keywords, for whole-phrase bonuses. */
  phrases: string[];
  sentences: { text: string; tokens: Set<string> }[];
}

interface SearchIndex {
  docs: IndexedTemplate[];
  idf: Map<string, number>;
  avgLength: number;
}

function sentencesOf(markdown: string): string[] {
  return markdown
    .split("\n")
    .filter((l) => l.trim() && !/^\s*(#|\*Requirements addressed|\|)/.test(l))
    .map((l) =>
      l
        .replace(/^\s*(?:[-*+]|\d+\.)\s+(?:\[[ x]\]\s+)?/, "")
        .replace(/\\([\\`*_[\]<>|~#&+=.-])/g, "$1")
        .replace(/\*\*|[*`<>]/g, ""),
    )
    .flatMap((l) => l.split(/(?<=[.;!?])\s+(?=[A-Z0-9])/))
    .map((s) => s.trim())
    .filter((s) => s.length > 20);
}

function buildIndex(list: readonly DocumentTemplate[]): SearchIndex {
  const docs = list.map((t) => {
    const fields: [keyof typeof FIELD_WEIGHTS, string][] = [
      ["name", t.name],
      ["keywords", t.keywords.join(" ")],
      ["category", `${t.category.replace(/-/g, " ")} ${getCategory(t.category)?.name ?? ""}`],
      ["frameworks", t.frameworks.map((f) => FRAMEWORK_WORDS[f] ?? f).join(" ")],
      ["description", t.description],
      ["sections", t.sections.map((s) => s.title).join(" ")],
      ["body", templatePreview(t)],
    ];
    const tf = new Map<string, number>();
    let length = 0;
    for (const [field, text] of fields) {
      const w = FIELD_WEIGHTS[field];
      for (const tok of tokenize(text)) {
        tf.set(tok, (tf.get(tok) ?? 0) + w);
        length += w;
      }
    }
    const sentences = [t.description, ...sentencesOf(templatePreview(t))].map((text) => ({ text, tokens: new Set(tokenize(text)) }));
    return { template: t, tf, length, phrases: [t.name, ...t.keywords].map(foldText), sentences };
  });
  const df = new Map<string, number>();
  for (const d of docs) for (const tok of d.tf.keys()) df.set(tok, (df.get(tok) ?? 0) + 1);
  const n = docs.length;
  const idf = new Map([...df].map(([tok, count]) => [tok, Math.log(1 + (n - count + 0.5) / (count + 0.5))]));
  return { docs, idf, avgLength: docs.reduce((s, d) => s + d.length, 0) / Math.max(1, n) };
}

let cached: { list: readonly DocumentTemplate[]; index: SearchIndex } | undefined;
function indexFor(list: readonly DocumentTemplate[]): SearchIndex {
  if (!cached || cached.list !== list) cached = { list, index: buildIndex(list) };
  return cached.index;
}

export interface SearchInput {
  query?: string;
  framework?: string;
  category?: string;
  limit?: number;
}

export interface SearchResult {
  templateId: string;
  name: string;
  category: string;
  frameworks: string[];
  score: number;
  snippet: string;
}

/** Query terms with their weights: the words themselves count fully, synonyms half. */
function queryTerms(query: string): Map<string, number> {
  const terms = new Map<string, number>();
  for (const word of words(query).filter((w) => !FUNCTION_WORDS.has(w))) {
    const s = lightStem(word);
    terms.set(s, Math.max(terms.get(s) ?? 0, 1));
    for (const syn of SYNONYMS[word] ?? SYNONYMS[s] ?? []) {
      for (const tok of tokenize(syn)) if (!terms.has(tok)) terms.set(tok, 0.5);
    }
  }
  return terms;
}

const SNIPPET_LENGTH = 220;

function snippetFor(doc: IndexedTemplate, terms: Map<string, number>, idf: Map<string, number>): string {
  let best = doc.sentences[0];
  let bestScore = -1;
  for (const s of doc.sentences) {
    let score = 0;
    // The query's own words outrank synonyms; rarer words break ties.
    for (const [tok, w] of terms) if (s.tokens.has(tok)) score += (w === 1 ? 100 : 0) + w * (idf.get(tok) ?? 0);
    if (score > bestScore + 1e-9) {
      best = s;
      bestScore = score;
    }
  }
  return truncate(best.text, SNIPPET_LENGTH);
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" ") > max / 2 ? cut.lastIndexOf(" ") : max).replace(/[,;:.]$/, "")}…`;
}

/**
 * Ranks the library for a query, after filtering by framework and category. Without a query every
 * template that passes the filters is returned in library order with score 0. `total` counts all
 * matches, `results` holds the first `limit`.
 */
export function searchTemplates(input: SearchInput, list: readonly DocumentTemplate[] = library): { results: SearchResult[]; total: number } {
  const index = indexFor(list);
  const limit = input.limit ?? 10;
  const candidates = index.docs.filter(
    (d) => (!input.framework || d.template.frameworks.includes(input.framework)) && (!input.category || d.template.category === input.category),
  );
  const query = input.query?.trim() ?? "";
  const terms = queryTerms(query);
  const toResult = (d: IndexedTemplate, score: number): SearchResult => ({
    templateId: d.template.id,
    name: d.template.name,
    category: d.template.category,
    frameworks: [...d.template.frameworks],
    score: Math.round(score * 1000) / 1000,
    snippet: terms.size ? snippetFor(d, terms, index.idf) : truncate(d.template.description, SNIPPET_LENGTH),
  });
  if (terms.size === 0) {
    return { results: candidates.slice(0, limit).map((d) => toResult(d, 0)), total: candidates.length };
  }
  const normalizedQuery = foldText(query);
  const scored: { doc: IndexedTemplate; score: number }[] = [];
  for (const d of candidates) {
    let score = 0;
    for (const [tok, w] of terms) {
      const f = d.tf.get(tok);
      if (!f) continue;
      const idf = index.idf.get(tok) ?? 0;
      score += w * idf * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * d.length) / index.avgLength)));
    }
    if (score <= 0) continue;
    // A query that names the document (or is named by it) is almost certainly looking for it.
    if (d.phrases.some((p) => p.length > 2 && (normalizedQuery.includes(p) || (normalizedQuery.length > 3 && p.includes(normalizedQuery))))) score *= 1.5;
    scored.push({ doc: d, score });
  }
  scored.sort((a, b) => b.score - a.score || a.doc.template.name.localeCompare(b.doc.template.name));
  return { results: scored.slice(0, limit).map((s) => toResult(s.doc, s.score)), total: scored.length };
}
