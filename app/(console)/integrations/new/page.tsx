import type { Metadata } from "next";
import Link from "next/link";
import { ConnectForm } from "@/components/integrations/connect-form";
import { LeastPrivilege } from "@/components/integrations/least-privilege";
import { ProviderCatalogue } from "@/components/integrations/provider-catalogue";
import { lowerFirst, severityTone } from "@/components/integrations/format";
import { Badge, Card, PageHeader } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import { labelOf } from "@/lib/format/labels";
import { TEST_SEVERITY_LABELS } from "@/lib/vocabulary";
import { listProviders } from "@/lib/integrations";
import { BackLink } from "@/components/ui/back-link";
import { CodeText } from "@/components/ui/code-text";

export const metadata: Metadata = { title: "Connect a system" };

export default async function NewIntegrationPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const { provider: providerId } = await searchParams;
  const providers = (await listProviders(ctx, { limit: 200 })).items;
  const provider = providers.find((p) => p.id === providerId);
  const back = <BackLink href="/integrations">Integrations</BackLink>;
  if (!provider) {
    return (
      <>
        {back}
        <PageHeader title="Connect a system" description="Choose what to connect. Each asks only for read access." />
        <ProviderCatalogue providers={providers} />
      </>
    );
  }
  return (
    <>
      {back}
      <PageHeader title={`Connect ${provider.name}`} description={<CodeText text={provider.description} />} />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card title="Connection" className="lg:col-span-2">
          <ConnectForm provider={provider} />
        </Card>
        <div className="space-y-6">
          <Card title="Least privilege">
            <LeastPrivilege provider={provider} />
          </Card>
          {(provider.resourceTypes.length > 0 || provider.tests.length > 0) && (
            <Card title="What it checks">
              {provider.resourceTypes.length > 0 && (
                <p className="text-sm text-slate-600">Finds: {provider.resourceTypes.map((t, i) => (i === 0 ? t.name : lowerFirst(t.name))).join(", ")}.</p>
              )}
              {provider.tests.length > 0 && (
                <ul className="mt-3 space-y-1.5 text-sm">
                  {provider.tests.map((t) => (
                    <li key={t.id} className="flex items-start justify-between gap-2">
                      <Link href={`/tests/${t.id}`} className="min-w-0 break-words text-slate-800 hover:text-brand-700 hover:underline">
                        {t.title}
                      </Link>
                      <Badge tone={severityTone(t.severity)}>{labelOf(TEST_SEVERITY_LABELS, t.severity)}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          )}
          {provider.id === "custom" && (
            <Card title="What happens next">
              <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600">
                <li>Declare the types of thing you will send (say, the users of a SaaS app).</li>
                <li>Push resources of those types over the API; the integration&apos;s page shows a ready-made example.</li>
                <li>
                  Write{" "}
                  <Link href="/tests/new" className="font-medium text-brand-600 hover:underline">
                    custom tests
                  </Link>{" "}
                  for them, e.g. every user has MFA.
                </li>
              </ol>
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
