import type { Metadata } from "next";
import { auditPage } from "@/components/audits/gate";
import { NewAuditForm } from "@/components/audits/new-audit-form";
import { Card, PageHeader } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import { requireCustomer, requireTier } from "@/lib/context/guards";
import { AUDITS_TIER } from "@/lib/vocabulary";
import { listPublishedFrameworks } from "@/lib/custom-frameworks";
import { builtinFrameworks } from "@/lib/frameworks";

export const metadata: Metadata = { title: "New audit" };

export default async function NewAuditPage() {
  const ctx = await consoleContext();
  return auditPage(async () => {
    const { accountId } = requireCustomer(ctx);
    await requireTier(ctx, accountId, AUDITS_TIER);
    const custom = await listPublishedFrameworks(ctx.db, accountId);
    return (
      <>
        <PageHeader
          title="New audit"
          description="The audit takes a snapshot of the framework's controls; every control starts as pending until your auditor reviews it."
        />
        <Card>
          <NewAuditForm
            builtin={builtinFrameworks.map((f) => ({ id: f.id, name: `${f.name} ${f.version}`.trim(), controlCount: f.controls.length }))}
            custom={custom.map((f) => ({ id: f.id, name: f.version ? `${f.name} ${f.version}` : f.name, controlCount: null }))}
          />
        </Card>
      </>
    );
  });
}
