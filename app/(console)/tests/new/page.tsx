import type { Metadata } from "next";
import { CustomTestForm } from "@/components/tests/custom-test-form";
import { resourceTypeOptions } from "@/components/tests/resource-type-options";
import { Card, PageHeader } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import { listIntegrations, listProviders } from "@/lib/integrations";
import { BackLink } from "@/components/ui/back-link";
import { prose } from "@/lib/format/prose";

export const metadata: Metadata = { title: "New custom test" };

export default async function NewTestPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const { type } = await searchParams;
  const [providers, integrations] = await Promise.all([listProviders(ctx, { limit: 200 }), listIntegrations(ctx, { limit: 200 })]);
  const types = resourceTypeOptions(providers.items, integrations.items);
  // ?type=custom.saas_user (from an integration's page) puts that type first.
  const ordered = type ? [...types.filter((t) => t.type === type), ...types.filter((t) => t.type !== type)] : types;
  return (
    <>
      <BackLink href="/tests">Tests</BackLink>
      <PageHeader
        title="New custom test"
        description={prose(
          "A rule of your own over one type of resource, written in CEL (Common Expression Language). It runs on every current resource of",
          "that type at once, then at every sync and push.",
        )}
      />
      <Card>
        <CustomTestForm types={ordered} />
      </Card>
    </>
  );
}
