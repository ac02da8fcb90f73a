import type { Metadata } from "next";
import Link from "next/link";
import { IntegrationCard } from "@/components/integrations/integration-card";
import { ProviderCatalogue } from "@/components/integrations/provider-catalogue";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { consoleContext } from "@/lib/auth";
import { listIntegrations, listProviders } from "@/lib/integrations";
import { pageQuery } from "@/lib/schemas";
import { Can } from "@/components/ui/role";
import { prose } from "@/lib/format/prose";

export const metadata: Metadata = { title: "Integrations" };

export default async function IntegrationsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const params = await searchParams;
  const parsed = pageQuery.safeParse({ cursor: params.cursor || undefined, limit: 25 });
  const page = parsed.success ? parsed.data : pageQuery.parse({ limit: 25 });
  const [integrations, providers] = await Promise.all([listIntegrations(ctx, page), listProviders(ctx, { limit: 200 })]);
  const providerName = new Map(providers.items.map((p) => [p.id, p.name]));
  const connected = integrations.items.length > 0 || Boolean(page.cursor);
  return (
    <>
      <PageHeader
        title="Integrations"
        description={prose(
          "Connections to the systems you run. Each sync records what it found as evidence and runs the automated tests on it; failing",
          "tests raise alerts and lower readiness.",
        )}
        actions={
          <>
            <ButtonLink href="/tests" variant="secondary">
              Tests
            </ButtonLink>
            <Can role="member">
              <ButtonLink href="#connect">Connect a system</ButtonLink>
            </Can>
          </>
        }
      />
      <section aria-labelledby="connected-heading" className="mb-10">
        <h2 id="connected-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Connected
        </h2>
        {!connected ? (
          <EmptyState title="No integrations yet">
            Connect a system below — GitHub, AWS, Google Workspace, Okta, a database, your websites or your laptops. Its first sync runs as soon as you save,
            and its tests appear under{" "}
            <Link href="/tests" className="font-medium text-brand-600 hover:underline">
              Tests
            </Link>
            .
          </EmptyState>
        ) : (
          <ul className="space-y-3" aria-label="Connected integrations">
            {integrations.items.map((integration) => (
              <IntegrationCard key={integration.id} integration={integration} providerName={providerName.get(integration.provider) ?? integration.provider} />
            ))}
          </ul>
        )}
        <Pager nextCursor={integrations.pagination.nextCursor} basePath="/integrations" isFirst={!page.cursor} />
      </section>
      <section id="connect" aria-labelledby="connect-heading" className="scroll-mt-6">
        <h2 id="connect-heading" className="text-lg font-semibold text-slate-900">
          Connect a system
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">Each connection asks only for read access; the least privilege it needs is shown before you save.</p>
        <ProviderCatalogue providers={providers.items} />
      </section>
    </>
  );
}
