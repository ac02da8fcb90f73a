import type { DbOrTx } from "@/lib/db/client";
import { assertControlRefs } from "@/lib/custom-frameworks";
import { ServiceError } from "@/lib/errors";
import { activeMember } from "@/lib/members";
import type { CreateRiskInput, RiskScaleJson, UpdateRiskInput } from "../schemas";
import { assertLevels } from "./scale";

/**
 * What a create or an edit must satisfy beyond its shape: levels on the account's scale, a custom category named, the
 * owner an active member, the controls real ones (built-in, or of the account's custom frameworks).
 */
export async function checkRiskInput(
  db: DbOrTx,
  accountId: string,
  scale: RiskScaleJson,
  input: Partial<CreateRiskInput> | UpdateRiskInput,
  category: string | undefined,
  customCategory: string | null | undefined,
): Promise<void> {
  assertLevels(scale, input);
  if (category === "custom" && !customCategory) {
    throw ServiceError.validation([{ path: "customCategory", message: "Name the category with category custom" }]);
  }
  if (input.ownerId) await activeMember(db, accountId, input.ownerId, "ownerId");
  if (input.controls && input.controls.length > 0) await assertControlRefs(db, accountId, input.controls);
}
