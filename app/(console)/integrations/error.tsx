"use client";

import { PageError } from "@/components/integrations/page-states";

export default function IntegrationsError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <PageError error={error} reset={reset} what="this integrations page" />;
}
