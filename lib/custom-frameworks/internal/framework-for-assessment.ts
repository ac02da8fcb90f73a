import type { DbOrTx } from "@/lib/db/client";
import type { FrameworkStatus } from "@/lib/vocabulary";
import type { CustomControl } from "../schemas";
import { controlRows, findFramework } from "./queries";
import { toControl } from "./serialize";

export interface FrameworkForAssessment {
  id: string;
  name: string;
  version: string | null;
  status: FrameworkStatus;
  controls: CustomControl[];
}

/**
 * One of the account's live custom frameworks, as an assessment of it (lib/custom-assessments) weighs and names it:
 * with its controls in order when asked. Another tenant's, a deleted or an unknown framework is 404 (docs/api.md §2).
 */
export async function getFrameworkForAssessment(db: DbOrTx, accountId: string, id: string, withControls = true): Promise<FrameworkForAssessment> {
  const fw = await findFramework(db, accountId, id);
  const controls = withControls ? (await controlRows(db, fw.id)).map(toControl) : [];
  return { id: fw.id, name: fw.name, version: fw.version, status: fw.status, controls };
}
