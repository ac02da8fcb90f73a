import { getBuiltinFramework } from "@/lib/frameworks/catalog";
import { getPublishedFrameworkForAudit } from "@/lib/custom-frameworks/get-published-framework-for-audit";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { isUuid } from "@/lib/uuid";

export interface SnapshotControl {
  controlId: string;
  title: string;
  description: string;
  category: string;
}

export interface FrameworkSnapshot {
  id: string;
  name: string;
  kind: "builtin" | "custom";
  controls: SnapshotControl[];
}

/**
 * What an audit is created against (docs/api.md §8): a built-in framework, or one of the account's
 * published custom frameworks. Anything else — unknown, another account's, a draft — is a
 * validation error on `framework_id`, never a hint that it exists elsewhere.
 */
export async function resolveAuditFramework(db: DbOrTx, accountId: string, frameworkId: string): Promise<FrameworkSnapshot> {
  const builtin = getBuiltinFramework(frameworkId);
  if (builtin) {
    return {
      id: builtin.id,
      name: builtin.name,
      kind: "builtin",
      controls: builtin.controls.map((c) => ({
        controlId: c.controlId,
        title: c.title,
        description: c.description ?? "",
        category: c.category ?? "",
      })),
    };
  }
  const custom = isUuid(frameworkId) ? await getPublishedFrameworkForAudit(db, accountId, frameworkId) : null;
  if (!custom) {
    throw ServiceError.validation([
      { path: "framework_id", message: "must be a built-in framework id or the id of one of the account's published custom frameworks" },
    ]);
  }
  return {
    id: custom.id,
    name: custom.name,
    kind: "custom",
    controls: custom.controls.map((c) => ({ controlId: c.controlId, title: c.title, description: c.description, category: c.category })),
  };
}
