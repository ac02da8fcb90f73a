import type { Metadata } from "next";
import { StatementView } from "@/components/scope/statement-view";
import { PageHeader } from "@/components/ui/card";
import { buttonClass } from "@/components/ui/button";
import { consoleContext } from "@/lib/auth";
import { roleOf } from "@/lib/context/guards";
import { roleAtLeast } from "@/lib/vocabulary";
import { generateStatementOfApplicability } from "@/lib/flows";

export const metadata: Metadata = { title: "Statement of Applicability" };

const FILE = "/api/v1/statement-of-applicability?format=";

/** The ISO/IEC 27001 Statement of Applicability: every Annex A control, whether it applies and why, and how far it is implemented. */
export default async function StatementOfApplicabilityPage() {
  const ctx = await consoleContext();
  const statement = await generateStatementOfApplicability(ctx, { format: "json" });
  return (
    <>
      <PageHeader
        title="Statement of Applicability"
        description={
          `${statement.frameworkName}, Annex A: decide for each control whether it applies to ${statement.accountName} and why. ` +
          `Implementation status and evidence come from the readiness model.`
        }
        actions={
          <>
            <a href={`${FILE}pdf`} className={buttonClass("secondary")} download>
              Download PDF
            </a>
            <a href={`${FILE}csv`} className={buttonClass("secondary")} download>
              Download CSV
            </a>
          </>
        }
      />
      <StatementView initial={statement} canEdit={roleAtLeast(roleOf(ctx.caller) ?? "viewer", "member")} />
    </>
  );
}
