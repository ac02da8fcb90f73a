import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { isBuiltinFrameworkId } from "@/lib/frameworks/catalog";
import { customFrameworkStatus } from "./external-facts";

/**
 * Whether a schedule's `frameworkId` names a built-in framework or one of the account's custom
 * frameworks; an unknown id is `validation_failed` on `frameworkId`, a draft custom framework 409
 * `framework_not_published`.
 */
export async function resolveFrameworkKind(db: DbOrTx, accountId: string, frameworkId: string): Promise<"builtin" | "custom"> {
  if (isBuiltinFrameworkId(frameworkId)) return "builtin";
  const status = await customFrameworkStatus(db, accountId, frameworkId);
  if (status === undefined) {
    throw ServiceError.validation([
      { path: "frameworkId", message: "Unknown framework: use a built-in framework id or the id of one of your published custom frameworks." },
    ]);
  }
  if (status !== "published") {
    throw new ServiceError("framework_not_published", "The custom framework must be published before it can be monitored.");
  }
  return "custom";
}
