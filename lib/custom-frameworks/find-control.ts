import { and, eq } from "drizzle-orm";
import { customControls } from "@/db/custom-frameworks";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { isUuid } from "@/lib/uuid";

export async function findControl(db: DbOrTx, frameworkId: string, controlId: string) {
  if (!isUuid(controlId)) throw ServiceError.notFound("control");
  const [row] = await db
    .select()
    .from(customControls)
    .where(and(eq(customControls.id, controlId), eq(customControls.frameworkId, frameworkId)))
    .limit(1);
  if (!row) throw ServiceError.notFound("control");
  return row;
}
