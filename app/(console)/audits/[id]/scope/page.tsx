import type { Metadata } from "next";
import { BackToAudit } from "@/components/audits/back-to-audit";
import { auditPage } from "@/components/audits/gate";
import { ScopeEditor } from "@/components/audits/scope-editor";
import { ScopeSummary } from "@/components/audits/scope-summary";
import { Card, PageHeader } from "@/components/ui/card";
import { ReadOnlyNote } from "@/components/ui/role";
import { consoleContext } from "@/lib/auth";
import { getAudit, getAuditScope } from "@/lib/audits";
import { roleOf } from "@/lib/context/guards";
import { roleAtLeast } from "@/lib/vocabulary";
import { allAuditControls } from "../all-controls";
import { prose } from "@/lib/format/prose";

export const metadata: Metadata = { title: "Audit scope" };

// Scope is settled before fieldwork (docs/api.md §8): the API refuses changes after in_progress.
const SCOPE_EDITABLE = ["draft", "in_progress"];

export default async function AuditScopePage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await consoleContext();
  const { id } = await params;
  return auditPage(async () => {
    const [audit, controls, scope] = await Promise.all([getAudit(ctx, id), allAuditControls(ctx, id), getAuditScope(ctx, id)]);
    const canEdit = roleAtLeast(roleOf(ctx.caller) ?? "viewer", "member") && SCOPE_EDITABLE.includes(audit.status);
    return (
      <>
        <BackToAudit audit={audit} />
        <PageHeader
          title="Scope"
          description={prose(
            "Take whole categories or single controls out of the audit, each with the reason the report will give. Progress and completion",
            "count the controls in scope only.",
          )}
        />
        <div className="space-y-6">
          <Card title="Excluded controls">
            <ScopeSummary scope={scope} />
          </Card>
          <Card title="Categories and controls">
            {canEdit ? (
              <ScopeEditor auditId={audit.id} controls={controls} />
            ) : (
              <ReadOnlyNote>
                {SCOPE_EDITABLE.includes(audit.status)
                  ? "Changing the scope needs the member role or higher."
                  : "The scope is settled once fieldwork starts: it changes only while the audit is a draft or in progress."}
              </ReadOnlyNote>
            )}
          </Card>
        </div>
      </>
    );
  });
}
