import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "@/lib/documents/internal/analyze";
import { documentCategories } from "@/lib/documents/internal/categories";
import { compileTemplate, referencedNames, renderTemplate, parseTemplate } from "@/lib/documents/internal/render";
import { categoryRequirements, sectionVocabulary } from "@/lib/documents/internal/requirements";
import { templates } from "@/lib/documents/internal/templates";
import { validateVariables } from "@/lib/documents/internal/variables";
import { isBuiltinFrameworkId } from "@/lib/frameworks/internal/catalog";
import { realisticVariables, variablesFor, withoutSection } from "./fixtures";

describe("template library", () => {
  it("has at least 12 templates with unique ids covering the named categories", () => {
    expect(templates.length).toBeGreaterThanOrEqual(12);
    expect(new Set(templates.map((t) => t.id)).size).toBe(templates.length);
    const categories = new Set(templates.map((t) => t.category));
    for (const c of [
      "privacy-policy",
      "dpa",
      "consent-form",
      "incident-response",
      "cookie-policy",
      "information-security",
      "acceptable-use",
      "data-retention",
      "vendor-management",
      "business-continuity",
      "access-control",
      "breach-notification",
    ]) {
      expect(categories, c).toContain(c);
    }
    for (const c of categories) expect(documentCategories.map((x) => x.id)).toContain(c);
  });

  it.each(templates.map((t) => [t.id, t] as const))("%s is well-formed data", (_id, t) => {
    expect(t.frameworks.length).toBeGreaterThan(0);
    for (const f of t.frameworks) expect(isBuiltinFrameworkId(f), f).toBe(true);
    const fieldNames = new Set(t.fields.map((f) => f.name));
    expect(fieldNames.size).toBe(t.fields.length);
    // Every variable the text refers to is a declared field, and every declared field is used.
    const used = new Set<string>();
    referencedNames(parseTemplate(t.intro), used);
    for (const s of t.sections) {
      referencedNames(parseTemplate(s.body), used);
      if (s.when) used.add(s.when.match(/[A-Za-z]\w*/)![0]);
    }
    for (const name of used) expect(fieldNames.has(name), `${t.id} uses undeclared ${name}`).toBe(true);
    for (const name of fieldNames) expect(used.has(name), `${t.id} never uses ${name}`).toBe(true);
    // Each section names the requirement it satisfies, and sections are substantial.
    for (const s of t.sections) {
      expect(s.requirements.length, s.id).toBeGreaterThan(0);
      expect(s.body.length, s.id).toBeGreaterThan(150);
    }
    expect(new Set(t.sections.map((s) => s.id)).size).toBe(t.sections.length);
    // The examples are valid values, so the preview is a real document.
    const check = validateVariables(t.fields, Object.fromEntries(t.fields.map((f) => [f.name, f.example])));
    expect(check.ok).toBe(true);
    expect(() => compileTemplate(t)).not.toThrow();
  });

  it.each(templates.map((t) => [t.id, t] as const))("%s marks exactly the sections its frameworks require as required, unconditionally", (_id, t) => {
    const requiredByFrameworks = new Set(t.frameworks.flatMap((fw) => Object.keys(categoryRequirements(fw, t.category)?.sections ?? {})));
    for (const s of t.sections) {
      expect(s.required, `${t.id}/${s.id}`).toBe(requiredByFrameworks.has(s.id));
      if (s.required) expect(s.when, `${t.id}/${s.id} is required but conditional`).toBeUndefined();
    }
    for (const id of requiredByFrameworks) {
      expect(sectionVocabulary[id], id).toBeDefined();
      expect(
        t.sections.some((s) => s.id === id),
        `${t.id} lacks ${id}`,
      ).toBe(true);
    }
  });
});

const cases = templates.flatMap((t) => t.frameworks.map((fw) => [t.id, fw, t] as const));

describe("generated documents against the requirements model", () => {
  it.each(cases)("%s generated with realistic variables is valid for %s", (_id, fw, t) => {
    const check = validateVariables(t.fields, variablesFor(t));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const doc = renderTemplate(t, check.values);
    const report = analyzeDocument(doc.content, fw, t.category);
    expect(report.missingSections).toEqual([]);
    expect(report.missingDisclosures).toEqual([]);
    expect(report).toMatchObject({ valid: true, score: 100, frameworkId: fw, category: t.category });
    // Without the category, the validator recognises what kind of document it is.
    expect(analyzeDocument(doc.content, fw).category).toBe(t.category);
  });

  it.each(cases)("%s with only required variables is still valid for %s", (_id, fw, t) => {
    const required = Object.fromEntries(t.fields.filter((f) => f.required).map((f) => [f.name, realisticVariables[f.name]]));
    const check = validateVariables(t.fields, required);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const report = analyzeDocument(renderTemplate(t, check.values).content, fw, t.category);
    expect(report.valid).toBe(true);
  });

  it.each(cases)("%s: removing any section %s requires makes validation name it", (_id, fw, t) => {
    const check = validateVariables(t.fields, variablesFor(t));
    if (!check.ok) throw new Error("fixture invalid");
    const content = renderTemplate(t, check.values).content;
    const required = Object.keys(categoryRequirements(fw, t.category)!.sections);
    expect(required.length).toBeGreaterThan(2);
    for (const sectionId of required) {
      const section = t.sections.find((s) => s.id === sectionId)!;
      const report = analyzeDocument(withoutSection(content, section.title), fw, t.category);
      expect(report.valid, `${t.id} without ${sectionId}`).toBe(false);
      expect(
        report.missingSections.map((m) => m.id),
        `${t.id} without ${sectionId}`,
      ).toContain(sectionId);
      expect(report.score).toBeLessThan(100);
    }
  });
});

describe("removing several sections at once", () => {
  it("names exactly the removed required sections (property, all templates and frameworks)", () => {
    const rendered = cases.map(([, fw, t]) => {
      const check = validateVariables(t.fields, variablesFor(t));
      if (!check.ok) throw new Error("fixture invalid");
      return { fw, t, content: renderTemplate(t, check.values).content, required: Object.keys(categoryRequirements(fw, t.category)!.sections) };
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: rendered.length - 1 }).chain((i) => fc.tuple(fc.constant(i), fc.subarray(rendered[i].required, { minLength: 1 }))),
        ([i, removed]) => {
          const { fw, t, content, required } = rendered[i];
          let doc = content;
          for (const id of removed) doc = withoutSection(doc, t.sections.find((s) => s.id === id)!.title);
          const report = analyzeDocument(doc, fw, t.category);
          expect(report.missingSections.map((m) => m.id).sort()).toEqual([...removed].sort());
          expect(report.presentSections.map((p) => p.id).sort()).toEqual(required.filter((id) => !removed.includes(id)).sort());
        },
      ),
      { numRuns: 300 },
    );
  });
});
