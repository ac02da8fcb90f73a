import type { DbOrTx } from "@/lib/db/client";
import type { AccountEvent } from "@/lib/events";
import { controlTitles } from "@/lib/custom-frameworks";

/** A control target is stored as `<framework id>:<control id>` (set-control-owner.ts); the control id may hold colons. */
function controlRef(targetId: string): { frameworkId: string; controlId: string } | null {
  const colon = targetId.indexOf(":");
  return colon > 0 && colon < targetId.length - 1 ? { frameworkId: targetId.slice(0, colon), controlId: targetId.slice(colon + 1) } : null;
}

/**
 * The targets of a batch of trail events that people read by name, in words: a control as "SOC 2 · CC6.1" (its
 * custom framework's name for a custom one), never `soc2:CC6.1`. One query at most; other targets answer null.
 */
export async function targetLabels(db: DbOrTx, accountId: string, events: AccountEvent[]): Promise<(id: string | null, type: string) => string | null> {
  const refs = events.flatMap((e) => {
    const ref = e.targetType === "control" && e.targetId ? controlRef(e.targetId) : null;
    return ref ? [ref] : [];
  });
  if (refs.length === 0) return () => null;
  const titles = await controlTitles(db, accountId, refs);
  return (id, type) => {
    const ref = type === "control" && id ? controlRef(id) : null;
    return ref ? `${titles.framework(ref.frameworkId)} · ${ref.controlId}` : null;
  };
}
