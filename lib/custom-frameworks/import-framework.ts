import type { z } from "zod";
import { customFrameworks } from "@/db/custom-frameworks";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { requireCustomFrameworks } from "./internal/access";
import { parseControlsCsv } from "./internal/csv";
import { normalizeImport, type NormalizedImport } from "./internal/format";
import { frameworkWithControls, insertControls } from "./internal/queries";
import type { importSchema } from "./schemas";
import type { CustomFrameworkWithControls } from "./response-schemas";

export type ImportInput = z.output<typeof importSchema>;

/**
 * Creates a draft from a `compliance-framework/v1` document (`format: "json"`) or from CSV text
 * (`format: "csv"`, `data: { name, csv }`). Nothing is written unless the whole input is valid;
 * CSV problems name their row and column.
 */
export async function importFramework(ctx: Ctx, input: ImportInput): Promise<CustomFrameworkWithControls> {
  const accountId = await requireCustomFrameworks(ctx);
  let doc: NormalizedImport;
  if (input.format === "json") {
    const normalized = normalizeImport(input.data);
    if (!normalized.ok) throw ServiceError.validation(normalized.issues);
    doc = normalized.value;
  } else {
    const parsed = parseControlsCsv(input.data.csv);
    if (!parsed.ok) throw ServiceError.validation(parsed.issues);
    doc = {
      framework: {
        name: input.data.name,
        description: input.data.description ?? null,
        version: input.data.version ?? null,
        category: input.data.category ?? null,
      },
      controls: parsed.controls,
    };
  }
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customFrameworks)
      .values({ accountId, ...doc.framework, origin: `import:${input.format}`, createdAt: now, updatedAt: now })
      .returning();
    await insertControls(tx, accountId, row.id, doc.controls, now);
    await recordEvent(tx, ctx, {
      accountId,
      action: "custom_framework.imported",
      targetType: "custom_framework",
      targetId: row.id,
      details: { format: input.format, controls: doc.controls.length },
    });
    return frameworkWithControls(tx, row);
  });
}
