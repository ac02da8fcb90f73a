import { getBuiltinFramework } from "@/lib/frameworks/catalog";
import type { DbOrTx } from "@/lib/db/client";
import { evidenceFactsFor, type EvidenceFact } from "@/lib/evidence/evidence-facts";
import { customFrameworkForCheck, documentFactsFor } from "./external-facts";
import type { DocumentFact, FrameworkToCheck } from "./evaluate-controls";

export type CheckFacts = { framework: FrameworkToCheck; evidence: EvidenceFact[]; documents: DocumentFact[] } | { unavailable: string };

const builtinCache = new Map<string, FrameworkToCheck>();

function builtinToCheck(id: string): FrameworkToCheck | undefined {
  let cached = builtinCache.get(id);
  if (!cached) {
    const fw = getBuiltinFramework(id);
    if (!fw) return undefined;
    cached = { id, kind: "builtin", controls: fw.controls.map((c) => ({ controlId: c.controlId, title: c.title })) };
    builtinCache.set(id, cached);
  }
  return cached;
}

/**
 * Reads shared by the runs of one claimed batch of the in-process scheduler: an account's schedules
 * due together see the same evidence, documents and webhooks, so those are read once per batch (a
 * batch takes about a second; the next one reads afresh). Manual and Inngest runs read everything
 * themselves.
 */
export class FactsCache {
  private readonly entries = new Map<string, Promise<unknown>>();

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = load();
      this.entries.set(key, entry);
      // A failed read is not kept: the next run tries again.
      entry.catch(() => this.entries.delete(key));
    }
    return entry;
  }
}

/**
 * Everything a check weighs, read through the owning domains: the framework's controls (a built-in
 * catalog, or a published custom framework with its standard mappings), the account's evidence for
 * those controls, and its generated documents.
 */
export async function loadCheckFacts(
  db: DbOrTx,
  accountId: string,
  frameworkId: string,
  kind: "builtin" | "custom",
  cache?: FactsCache,
): Promise<CheckFacts> {
  const read = <T>(key: string, load: () => Promise<T>) => (cache ? cache.get(key, load) : load());
  let framework: FrameworkToCheck;
  if (kind === "builtin") {
    const builtin = builtinToCheck(frameworkId);
    if (!builtin) return { unavailable: `The built-in framework ${frameworkId} no longer exists.` };
    framework = builtin;
  } else {
    const custom = await customFrameworkForCheck(db, accountId, frameworkId);
    if ("unavailable" in custom) return custom;
    framework = custom;
  }
  const mapped = new Set<string>([framework.id]);
  for (const c of framework.controls) for (const m of c.mappings ?? []) mapped.add(m.framework);
  const frameworks = [...mapped].sort();
  const [evidence, documents] = await Promise.all([
    read(`evidence:${accountId}:${frameworks.join(",")}`, () => evidenceFactsFor(db, accountId, frameworks)),
    read(`documents:${accountId}`, () => documentFactsFor(db, accountId)),
  ]);
  return { framework, evidence, documents };
}
