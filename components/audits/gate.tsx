import { notFound } from "next/navigation";
import { UpgradePrompt } from "@/components/billing/upgrade-prompt";
import { isServiceError } from "@/lib/errors";

/**
 * Runs a page's service calls: a tier below business renders the upgrade prompt, an audit that
 * is not the account's renders 404; anything else propagates to the error boundary.
 */
export async function auditPage(render: () => Promise<React.ReactNode>): Promise<React.ReactNode> {
  try {
    return await render();
  } catch (error) {
    if (isServiceError(error) && error.code === "plan_upgrade_required") {
      const d = error.details as { requiredTier: string; currentTier: string };
      return <UpgradePrompt requiredTier={d.requiredTier} currentTier={d.currentTier} feature="Audits" />;
    }
    if (isServiceError(error) && (error.code === "not_found" || error.code === "validation_failed")) notFound();
    throw error;
  }
}
