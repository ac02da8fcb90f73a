/** Types of the document domain: templates are plain data, rendered by `render.ts`. */

import type { DocumentKind } from "./kinds";

export type FieldType = "string" | "string[]" | "date" | "email" | "url";

export interface TemplateField {
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  description: string;
  /**
   * An example value; the template preview is rendered from these, and "Fill with examples" copies them into a real
   * document. So another organisation (a law firm, a vendor, a tool) is named only as an obvious example ("Example Law
   * Firm LLP"), never as a real company the account may not use.
   */
  example: string | string[];
  /** For `string[]` fields with a closed vocabulary (e.g. `dataTypes`): the allowed items. */
  options?: readonly string[];
  /** Human wording of each option, used when the value is written into a document. */
  optionLabels?: Readonly<Record<string, string>>;
}

export interface TemplateSection {
  /** Stable id, shared with the requirements model (`requirements/*.ts`). */
  id: string;
  title: string;
  /** Whether at least one of the template's frameworks requires this section. */
  required: boolean;
  /** Requirement references this section satisfies, e.g. `GDPR Art. 13(1)(a)`. */
  requirements: readonly string[];
  /** Optional condition (renderer syntax, e.g. `dataTypes includes "health_data"`); the section is left out when false. */
  when?: string;
  /** Markdown body in the renderer's template syntax. */
  body: string;
}

export interface DocumentTemplate {
  id: string;
  name: string;
  category: string;
  description: string;
  /** Built-in framework ids this template is written to satisfy. */
  frameworks: readonly string[];
  /** Extra search vocabulary (what people call this document). */
  keywords: readonly string[];
  /** Version of the template text; stored with each generated document. */
  version: string;
  fields: readonly TemplateField[];
  /** Introductory Markdown shown under the title, before the numbered sections. */
  intro: string;
  sections: readonly TemplateSection[];
}

/** A template of the library: each declares what kind of document it makes (`kinds.ts`). */
export interface LibraryTemplate extends DocumentTemplate {
  /** Stable when the template's id, name or category changes; other domains reason about kinds. */
  kind: DocumentKind;
}

export type VariableValue = string | string[];
export type Variables = Record<string, VariableValue>;

export interface FieldProblem {
  path: string;
  message: string;
}

export interface RenderedDocument {
  title: string;
  content: string;
  format: "markdown";
  templateId: string;
  templateVersion: string;
  category: string;
  frameworks: string[];
}
