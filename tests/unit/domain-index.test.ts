/**
 * docs/DEVELOPING.md "Domains": a domain's index.ts exports its verbs (functions) and its types, nothing else. Route
 * specs live in the API layer (lib/api), zod shapes and the constants they state in the domain's schemas.ts (its second
 * public entry). This reads every export of every index.ts down to its declaration, without type-checking, and refuses a
 * value that is not a function unless it is listed below with its reason.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { beforeAll, expect, it } from "vitest";

let DOMAINS: string[] = [];
beforeAll(async () => {
  const configUrl = pathToFileURL(path.resolve("eslint.config.mjs")).href;
  ({ DOMAINS } = (await import(/* @vite-ignore */ configUrl)) as { DOMAINS: string[] });
}, 60_000);

/** Values an index.ts exports on purpose although they are not functions, each with why it is not a verb or a shape. */
const EXCEPTIONS: Record<string, string> = {
  "admin.ADMIN_USAGE": "the operator CLI's help text, printed by scripts/admin.ts",
  "admin.UsageError": "an error class scripts/admin.ts tells apart (instanceof) to print the usage",
  "audits.AUDITOR_SIGNED_OUT_PATH": "the portal page an auditor lands on when signed out: its layout and gate redirect there",
  "documents.documentCategories": "the template library's categories: data the document pages render",
  "documents.templates": "the template library: data the document pages render and the API's examples are built from",
  "email.EMAIL_DELIVERY_EVENT": "the Inngest event name the background functions (lib/background) subscribe to",
  "frameworks.builtinFrameworks": "the vendored built-in catalogs: data other domains and pages read",
  "frameworks.builtinFrameworkIds": "the ids of the built-in catalogs, which custom-framework schemas refuse as ids",
  "frameworks.crosswalkSources": "the published crosswalks' provenance: data the framework page cites",
  "frameworks.MappingGraph": "the mapping graph class monitoring builds coverage on (a type with its constructor)",
  "integrations.directSteps": "the step runner that runs a sync in-process (Inngest passes its own); monitoring and the scheduler pass it",
};

type Kind = "function" | "class" | "value" | "type" | "missing";

const sources = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let sf = sources.get(file);
  if (!sf) {
    sf = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    sources.set(file, sf);
  }
  return sf;
}

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? path.resolve(specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined; // a package: not ours to classify
  return [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((f) => fs.existsSync(f));
}

const exported = (node: ts.Node) => ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const isFunctionValue = (init: ts.Expression | undefined) => !!init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init));

/** What `name` is in `file`: followed through re-exports and imports to its declaration. */
function kindOf(file: string, name: string, depth = 0, declaredOnly = false): Kind {
  if (depth > 20) return "missing";
  const sf = parse(file);
  for (const st of sf.statements) {
    if (ts.isFunctionDeclaration(st) && st.name?.text === name) return "function";
    if (ts.isClassDeclaration(st) && st.name?.text === name) return "class";
    if ((ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st)) && st.name.text === name) return "type";
    if (ts.isVariableStatement(st))
      for (const d of st.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.name.text === name) return isFunctionValue(d.initializer) ? "function" : "value";
    if (ts.isImportDeclaration(st) && st.importClause?.namedBindings && ts.isNamedImports(st.importClause.namedBindings)) {
      for (const el of st.importClause.namedBindings.elements) {
        if (el.name.text !== name) continue;
        if (st.importClause.isTypeOnly || el.isTypeOnly) return "type";
        const target = resolve(file, (st.moduleSpecifier as ts.StringLiteral).text);
        return target ? kindOf(target, (el.propertyName ?? el.name).text, depth + 1) : "value";
      }
    }
    if (!declaredOnly && ts.isExportDeclaration(st) && st.exportClause && ts.isNamedExports(st.exportClause)) {
      for (const el of st.exportClause.elements) {
        if (el.name.text !== name) continue;
        if (st.isTypeOnly || el.isTypeOnly) return "type";
        const local = (el.propertyName ?? el.name).text;
        // `export { x }` of a name declared or imported in the same file.
        if (!st.moduleSpecifier) return kindOf(file, local, depth + 1, true);
        const target = resolve(file, (st.moduleSpecifier as ts.StringLiteral).text);
        return target ? kindOf(target, local, depth + 1) : "value";
      }
    }
  }
  for (const st of declaredOnly ? [] : sf.statements) {
    if (ts.isExportDeclaration(st) && !st.exportClause && st.moduleSpecifier) {
      const target = resolve(file, (st.moduleSpecifier as ts.StringLiteral).text);
      const kind = target ? kindOf(target, name, depth + 1) : "missing";
      if (kind !== "missing") return kind;
    }
  }
  return "missing";
}

/** The names an index.ts exports as values (type-only exports are types whatever they name). */
function valueExports(file: string): string[] {
  const names: string[] = [];
  for (const st of parse(file).statements) {
    if (ts.isExportDeclaration(st)) {
      if (st.isTypeOnly) continue;
      if (!st.exportClause) names.push(`* from ${(st.moduleSpecifier as ts.StringLiteral).text}`);
      else if (ts.isNamedExports(st.exportClause)) names.push(...st.exportClause.elements.filter((el) => !el.isTypeOnly).map((el) => el.name.text));
    } else if (exported(st)) {
      if (ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) names.push(st.name?.text ?? "default");
      else if (ts.isVariableStatement(st)) names.push(...st.declarationList.declarations.map((d) => d.name.getText()));
    }
  }
  return names;
}

it("a domain's index.ts exports functions and types only, besides the listed exceptions", () => {
  const refused: string[] = [];
  const excepted = new Set<string>();
  for (const domain of DOMAINS) {
    const index = path.resolve("lib", domain, "index.ts");
    for (const name of valueExports(index)) {
      if (name.startsWith("* from")) {
        refused.push(`${domain}: export ${name} (name what the index exports)`);
        continue;
      }
      const kind = kindOf(index, name);
      if (kind === "function" || kind === "type") continue;
      if (EXCEPTIONS[`${domain}.${name}`]) excepted.add(`${domain}.${name}`);
      else refused.push(`${domain}.${name} (${kind})`);
    }
  }
  expect(refused, "route specs belong in lib/api, zod shapes and their constants in the domain's schemas.ts").toEqual([]);
  expect(
    Object.keys(EXCEPTIONS).filter((key) => !excepted.has(key)),
    "an exception no index needs any more",
  ).toEqual([]);
});

it("reads declarations through re-exports", () => {
  // The reader itself: a verb, a zod shape and a type, as an index.ts re-exports them.
  expect(kindOf(path.resolve("lib/audits/index.ts"), "createAudit")).toBe("function");
  expect(kindOf(path.resolve("lib/audits/schemas.ts"), "createAuditSchema")).toBe("value");
  expect(kindOf(path.resolve("lib/billing/schemas.ts"), "subscriptionShape")).toBe("value");
  expect(kindOf(path.resolve("lib/audits/index.ts"), "AuditJson")).toBe("type");
});
