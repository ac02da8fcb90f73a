import type { Metadata } from "next";
import { BillingDisabledPanel } from "@/components/billing/billing-disabled-panel";
import { InvoicesTable } from "@/components/billing/invoices-table";
import { ManageBillingButton } from "@/components/billing/manage-billing-button";
import { PlanCards } from "@/components/billing/plan-cards";
import { SubscriptionSummary } from "@/components/billing/subscription-summary";
import { UsageMeter } from "@/components/billing/usage-meter";
import { Card, PageHeader } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { consoleContext } from "@/lib/auth";
import { getAccountUsage, getBillingStatus, listInvoices, listPlans, isEntitledStatus } from "@/lib/billing";
import { isServiceError } from "@/lib/errors";
import type { PageRequest } from "@/lib/pagination";
import { pageQuery } from "@/lib/schemas";

export const metadata: Metadata = { title: "Billing" };

const SUCCESS_TONE = "border-emerald-200 bg-emerald-50 text-emerald-900";

/** The message after returning from Stripe Checkout (`?checkout=success|canceled`). */
function checkoutNotice(outcome: string | undefined, plan: string, subscribed: boolean): { tone: string; text: string } | undefined {
  if (outcome === "success") {
    return subscribed
      ? { tone: SUCCESS_TONE, text: `Thank you! Your ${plan} plan is active.` }
      : {
          tone: SUCCESS_TONE,
          text: "Thank you! Your plan changes as soon as Stripe confirms the payment, usually within a few seconds. Reload this page to see it.",
        };
  }
  if (outcome === "canceled") return { tone: "border-slate-200 bg-slate-50 text-slate-700", text: "Checkout was canceled; nothing was charged." };
  return undefined;
}

export default async function BillingPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const ctx = await consoleContext();
  const params = await searchParams;
  const page = pageQuery.safeParse({ cursor: params.cursor || undefined });
  // A stale or hand-edited cursor shows the first page rather than an error.
  const invoicesPage = (request: PageRequest) =>
    listInvoices(ctx, request).catch((error: unknown) => {
      if (isServiceError(error) && error.code === "validation_failed" && request.cursor) return listInvoices(ctx, { limit: request.limit });
      throw error;
    });
  const [status, usage] = await Promise.all([getBillingStatus(ctx), getAccountUsage(ctx)]);
  if (!status.billingEnabled) {
    return (
      <>
        <PageHeader title="Billing" description="Your plan and usage in the current period." />
        <div className="space-y-6">
          <BillingDisabledPanel tier={status.tier} />
          <Card title="Usage this period">
            <UsageMeter usage={usage} />
          </Card>
        </div>
      </>
    );
  }
  const [plans, invoices] = await Promise.all([listPlans(ctx), invoicesPage(page.success ? page.data : { limit: 50 })]);
  const subscribed = status.subscriptionStatus !== null && isEntitledStatus(status.subscriptionStatus);
  const notice = checkoutNotice(params.checkout, status.plan, subscribed);

  return (
    <>
      <PageHeader
        title="Billing"
        description="Your plan, usage in the current billing period, invoices and payment details. Payments are handled by Stripe."
        actions={status.hasCustomer ? <ManageBillingButton /> : undefined}
      />
      {notice && (
        <p role="status" className={`mb-6 rounded-md border px-4 py-3 text-sm ${notice.tone}`}>
          {notice.text}
        </p>
      )}
      <div className="space-y-6">
        <Card title="Current plan">
          <SubscriptionSummary status={status} />
        </Card>
        <Card title="Usage this period">
          <UsageMeter usage={usage} />
        </Card>
        <section id="plans" aria-labelledby="plans-title">
          <h2 id="plans-title" className="mb-3 text-sm font-semibold text-slate-800">
            Plans
          </h2>
          <PlanCards plans={plans} currentTier={status.tier} subscribed={subscribed} highlight={params.upgrade} />
        </section>
        <section aria-labelledby="invoices-title">
          <h2 id="invoices-title" className="mb-3 text-sm font-semibold text-slate-800">
            Invoices
          </h2>
          <InvoicesTable invoices={invoices.items} />
          <Pager nextCursor={invoices.pagination.nextCursor} basePath="/billing" />
        </section>
      </div>
    </>
  );
}
