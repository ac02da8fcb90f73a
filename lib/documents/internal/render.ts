import type { DocumentTemplate, RenderedDocument, TemplateField, Variables } from "./types";
import { formatLongDate } from "@/lib/format/date-time";

/**
 * A deliberately small template language, so that templates stay data and a variable can never
 * become markup:
 *
 *   {{name}}                          the value, escaped (dates written out, e-mails and URLs as autolinks)
 *   {{join name}}                     a string[] as "a, b and c"
 *   {{list name}}                     a string[] as a Markdown bullet list (on a line of its own)
 *   {{#if cond}} … {{else}} … {{/if}} cond: `name` (non-empty), `name includes "x"`, `not …`
 *
 * Templates are parsed once into a tree; values are substituted into that tree and never parsed
 * again, so a value containing `{{…}}` is just text.
 */

type Node =
  | { kind: "text"; text: string }
  | { kind: "value"; name: string }
  | { kind: "join"; name: string }
  | { kind: "list"; name: string }
  | { kind: "if"; cond: Condition; then: Node[]; else: Node[] };

export interface Condition {
  negate: boolean;
  name: string;
  includes?: string;
}

const TAG = /\{\{\s*([^{}]*?)\s*\}\}/g;
const COND = /^(not\s+)?([A-Za-z][A-Za-z0-9_]*)(?:\s+includes\s+"([^"]*)")?$/;
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

export class TemplateSyntaxError extends Error {}

export function parseCondition(source: string): Condition {
  const m = COND.exec(source.trim());
  if (!m) throw new TemplateSyntaxError(`Bad condition: ${source}`);
  return { negate: Boolean(m[1]), name: m[2], includes: m[3] };
}

export function parseTemplate(source: string): Node[] {
  const root: Node[] = [];
  // Stack of open `if` nodes, with which branch is being filled.
  const stack: { node: Extract<Node, { kind: "if" }>; inElse: boolean }[] = [];
  const target = (): Node[] => {
    const top = stack[stack.length - 1];
    if (!top) return root;
    return top.inElse ? top.node.else : top.node.then;
  };
  let last = 0;
  for (const m of source.matchAll(TAG)) {
    if (m.index > last) target().push({ kind: "text", text: source.slice(last, m.index) });
    last = m.index + m[0].length;
    const tag = m[1];
    if (tag.startsWith("#if ")) {
      const node = { kind: "if" as const, cond: parseCondition(tag.slice(4)), then: [], else: [] };
      target().push(node);
      stack.push({ node, inElse: false });
    } else if (tag === "else") {
      const top = stack[stack.length - 1];
      if (!top || top.inElse) throw new TemplateSyntaxError("{{else}} without {{#if}}");
      top.inElse = true;
    } else if (tag === "/if") {
      if (!stack.pop()) throw new TemplateSyntaxError("{{/if}} without {{#if}}");
    } else if (tag.startsWith("join ") || tag.startsWith("list ")) {
      const name = tag.slice(5).trim();
      if (!NAME.test(name)) throw new TemplateSyntaxError(`Bad variable name: ${name}`);
      target().push({ kind: tag.startsWith("join") ? "join" : "list", name });
    } else if (NAME.test(tag)) {
      target().push({ kind: "value", name: tag });
    } else {
      throw new TemplateSyntaxError(`Unknown tag: {{${tag}}}`);
    }
  }
  if (stack.length) throw new TemplateSyntaxError("Unclosed {{#if}}");
  if (last < source.length) target().push({ kind: "text", text: source.slice(last) });
  return root;
}

/** Every variable name a parsed template refers to (for checking templates against their fields). */
export function referencedNames(nodes: Node[], into = new Set<string>()): Set<string> {
  for (const n of nodes) {
    if (n.kind === "if") {
      into.add(n.cond.name);
      referencedNames(n.then, into);
      referencedNames(n.else, into);
    } else if (n.kind !== "text") into.add(n.name);
  }
  return into;
}

// ---- escaping -------------------------------------------------------------------------------

// Inline Markdown/HTML punctuation that could open emphasis, code, links, tables, raw HTML,
// strikethrough or entities, plus the characters GFM would turn into autolinks (`://`, `www.`,
// `@`). A backslash before ASCII punctuation is always literal in CommonMark.
const INLINE_SPECIAL = /[\\`*_[\]<>|~@]|&(?=#?[A-Za-z0-9]+;)|:(?=\/\/)|(?<=(?:^|[^A-Za-z0-9])www)\./gi;

/**
 * Makes an untrusted string inert inside Markdown: newlines (and every other control character)
 * become spaces so a value cannot start a block, and every character that could start inline
 * markup or HTML is backslash-escaped.
 */
export function escapeMarkdown(value: string): string {
  const flat = value
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  // Then the block markers that only matter where a value begins a line (headings, list items,
  // setext underlines, ordered lists); quotes were handled with `>` above.
  return flat
    .replace(INLINE_SPECIAL, (c) => `\\${c}`)
    .replace(/^([#+=-])/, "\\$1")
    .replace(/^(\d+)([.)])/, "$1\\$2");
}

function formatScalar(field: TemplateField | undefined, value: string): string {
  switch (field?.type) {
    case "date":
      return formatLongDate(value);
    // Validation has already restricted these to characters that cannot leave an autolink.
    case "email":
    case "url":
      return `<${value}>`;
    default:
      return escapeMarkdown(field?.optionLabels?.[value] ?? value);
  }
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value as string[];
  if (typeof value === "string" && value !== "") return [value];
  return [];
}

export function joinWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function evaluateCondition(cond: Condition, vars: Variables): boolean {
  const value = vars[cond.name];
  const result =
    cond.includes !== undefined
      ? asList(value).includes(cond.includes)
      : Array.isArray(value)
        ? value.length > 0
        : typeof value === "string" && value.trim() !== "";
  return cond.negate ? !result : result;
}

function renderNodes(nodes: Node[], vars: Variables, fields: Map<string, TemplateField>): string {
  let out = "";
  for (const n of nodes) {
    switch (n.kind) {
      case "text":
        out += n.text;
        break;
      case "value": {
        const v = vars[n.name];
        const field = fields.get(n.name);
        // A value nobody gave shows as a visible gap to fill in ("[Security contact e-mail]"), never
        // as sample data nor as silently missing words.
        out +=
          Array.isArray(v) && v.length
            ? joinWords(v.map((x) => formatScalar(field, x)))
            : typeof v === "string" && v.trim() !== ""
              ? formatScalar(field, v)
              : escapeMarkdown(`[${field?.label ?? n.name}]`);
        break;
      }
      case "join":
        out += joinWords(asList(vars[n.name]).map((x) => formatScalar(fields.get(n.name), x)));
        break;
      case "list":
        out += asList(vars[n.name])
          .map((x) => `- ${formatScalar(fields.get(n.name), x)}`)
          .join("\n");
        break;
      case "if":
        out += renderNodes(evaluateCondition(n.cond, vars) ? n.then : n.else, vars, fields);
        break;
    }
  }
  return out;
}

interface CompiledTemplate {
  fields: Map<string, TemplateField>;
  intro: Node[];
  sections: { id: string; title: string; requirements: readonly string[]; when?: Condition; body: Node[] }[];
}

const compiled = new WeakMap<DocumentTemplate, CompiledTemplate>();

export function compileTemplate(t: DocumentTemplate): CompiledTemplate {
  let c = compiled.get(t);
  if (!c) {
    c = {
      fields: new Map(t.fields.map((f) => [f.name, f])),
      intro: parseTemplate(t.intro),
      sections: t.sections.map((s) => ({
        id: s.id,
        title: s.title,
        requirements: s.requirements,
        when: s.when ? parseCondition(s.when) : undefined,
        body: parseTemplate(s.body),
      })),
    };
    compiled.set(t, c);
  }
  return c;
}

/** Blank lines collapsed to one, trailing spaces dropped: conditionals leave gaps otherwise. */
function tidy(markdown: string): string {
  return markdown
    .split("\n")
    .map((l) => l.replace(/[ \t]+$/, ""))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function documentTitle(t: DocumentTemplate, vars: Variables): string {
  const company = typeof vars.companyName === "string" ? vars.companyName.replace(/\s+/g, " ").trim() : "";
  return company ? `${company} ${t.name}` : t.name;
}

/**
 * Renders a template with variables that `validateVariables` accepted. Each section is a numbered
 * `##` heading followed by the requirements it satisfies, so a reader (and the validator) can trace
 * every part of the document to the rule behind it.
 */
export function renderTemplate(t: DocumentTemplate, vars: Variables): RenderedDocument {
  const c = compileTemplate(t);
  const parts: string[] = [`# ${escapeMarkdown(documentTitle(t, vars))}`, renderNodes(c.intro, vars, c.fields)];
  let n = 0;
  for (const s of c.sections) {
    if (s.when && !evaluateCondition(s.when, vars)) continue;
    n += 1;
    parts.push(`## ${n}. ${s.title}`);
    if (s.requirements.length) parts.push(`*Requirements addressed: ${s.requirements.join("; ")}*`);
    parts.push(renderNodes(s.body, vars, c.fields));
  }
  return {
    title: documentTitle(t, vars),
    content: tidy(parts.join("\n\n")) + "\n",
    format: "markdown",
    templateId: t.id,
    templateVersion: t.version,
    category: t.category,
    frameworks: [...t.frameworks],
  };
}
