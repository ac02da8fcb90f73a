import { notFound } from "next/navigation";
import { UpgradePrompt } from "@/components/billing/upgrade-prompt";
import { isServiceError } from "@/lib/errors";

/**
 * Runs a custom-framework page's service calls: below the Scale tier the upgrade prompt is
 * shown, a framework that is not the account's is a 404; anything else reaches the error page.
 */
export async function customFrameworkPage(render: () => Promise<React.ReactNode>): Promise<React.ReactNode> {
  try {
    return await render();
  } catch (error) {
    if (isServiceError(error) && error.code === "plan_upgrade_required") {
      const d = error.details as { requiredTier: string; currentTier: string };
      return <UpgradePrompt requiredTier={d.requiredTier} currentTier={d.currentTier} feature="Custom frameworks" />;
    }
    if (isServiceError(error) && error.code === "not_found") notFound();
    throw error;
  }
}
