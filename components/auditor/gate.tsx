import { notFound, redirect } from "next/navigation";
import { Card } from "@/components/ui/card";
import { AUDITOR_SIGNED_OUT_PATH } from "@/lib/audits";
import { isServiceError } from "@/lib/errors";

/**
 * Runs an auditor page's service calls: a session whose invitation was replaced goes to the
 * signed-out page; an audited account below the audit tier gets an explanation (the auditor
 * cannot upgrade someone else's plan).
 */
export async function auditorPage(render: () => Promise<React.ReactNode>): Promise<React.ReactNode> {
  try {
    return await render();
  } catch (error) {
    if (isServiceError(error)) {
      if (error.code === "unauthorized") redirect(AUDITOR_SIGNED_OUT_PATH);
      if (error.code === "not_found" || error.code === "validation_failed") notFound();
      if (error.code === "plan_upgrade_required") {
        return (
          <Card title="Audit unavailable">
            <p role="alert" className="text-sm text-slate-700">
              The audited organisation&apos;s plan no longer includes audits. Contact them to continue the review.
            </p>
          </Card>
        );
      }
    }
    throw error;
  }
}
