import type { z } from "zod";
import { customFrameworks, type StoredOscal } from "@/db/custom-frameworks";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { requireCustomFrameworks } from "./internal/access";
import { parseControlsCsv } from "./internal/csv";
import { normalizeImport } from "./internal/format";
import { convertOscalImport } from "./internal/oscal-import";
import { toControl, toFramework } from "./internal/serialize";
import { insertControls, type NewControl } from "./internal/queries";
import type { FrameworkCategory } from "./internal/types";
import type { importSchema } from "./schemas";
import type { ImportResult, OscalImportReport } from "./schemas";

export type ImportInput = z.output<typeof importSchema>;

interface ImportDoc {
  framework: { name: string; description: string | null; version: string | null; category: FrameworkCategory | null };
  controls: NewControl[];
  oscal?: StoredOscal;
  report?: OscalImportReport;
}

function documentOf(input: ImportInput): ImportDoc {
  if (input.format === "json") {
    const normalized = normalizeImport(input.data);
    if (!normalized.ok) throw ServiceError.validation(normalized.issues);
    return normalized.value;
  }
  if (input.format === "oscal") {
    const imported = convertOscalImport(input.data);
    return {
      framework: { ...imported.framework, category: null },
      controls: imported.controls,
      oscal: imported.oscal as unknown as StoredOscal,
      report: imported.report,
    };
  }
  const parsed = parseControlsCsv(input.data.csv);
  if (!parsed.ok) throw ServiceError.validation(parsed.issues);
  return {
    framework: {
      name: input.data.name,
      description: input.data.description ?? null,
      version: input.data.version ?? null,
      category: input.data.category ?? null,
    },
    controls: parsed.controls,
  };
}

/**
 * Creates a draft from a `compliance-framework/v1` document (`format: "json"`), from CSV text (`format: "csv"`,
 * `data: { name, csv }`) or from an OSCAL catalog and/or profile (`format: "oscal"`, answered with a report of what
 * was not carried over, which the framework keeps). Nothing is written unless the whole input is valid; CSV problems
 * name their row and column, OSCAL problems their JSON path.
 */
export async function importFramework(ctx: Ctx, input: ImportInput): Promise<ImportResult> {
  const accountId = await requireCustomFrameworks(ctx);
  const doc = documentOf(input);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customFrameworks)
      .values({ accountId, ...doc.framework, origin: `import:${input.format}`, oscal: doc.oscal ?? null, createdAt: now, updatedAt: now })
      .returning();
    const controls = (await insertControls(tx, accountId, row.id, doc.controls, now)).map(toControl);
    await recordEvent(tx, ctx, {
      accountId,
      action: "custom_framework.imported",
      targetType: "custom_framework",
      targetId: row.id,
      details: {
        format: input.format,
        controls: doc.controls.length,
        ...(doc.report ? { source: doc.report.source, skipped: doc.report.skipped.length + doc.report.omitted } : {}),
      },
    });
    const framework = { ...toFramework(row, controls.length), controls };
    return doc.report ? { ...framework, report: doc.report } : framework;
  });
}
