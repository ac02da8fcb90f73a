import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CustomTestForm } from "@/components/tests/custom-test-form";
import { resourceTypeOptions } from "@/components/tests/resource-type-options";
import { Card, PageHeader } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import { isServiceError } from "@/lib/errors";
import { getTest, listIntegrations, listProviders } from "@/lib/integrations";
import { BackLink } from "@/components/ui/back-link";

/** A test id as the path carries it; a malformed escape is simply not a test. */
const safeDecode = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return "";
  }
};

export const metadata: Metadata = { title: "Edit custom test" };

export default async function EditTestPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await consoleContext();
  const id = safeDecode((await params).id);
  if (!/^custom\.[a-z0-9_]+(\.[a-z0-9_]+){0,2}$/.test(id)) notFound();
  const [test, providers, integrations] = await Promise.all([
    getTest(ctx, id).catch((error: unknown) => {
      if (isServiceError(error) && error.code === "not_found") notFound();
      throw error;
    }),
    listProviders(ctx, { limit: 200 }),
    listIntegrations(ctx, { limit: 200 }),
  ]);
  if (test.source !== "custom") notFound();
  return (
    <>
      <BackLink href={`/tests/${test.id}`}>{test.title}</BackLink>
      <PageHeader title="Edit custom test" description="A changed rule runs at once over the current resources of its type." />
      <Card>
        <CustomTestForm types={resourceTypeOptions(providers.items, integrations.items)} initial={test} />
      </Card>
    </>
  );
}
