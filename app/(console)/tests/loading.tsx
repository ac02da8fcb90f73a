import { PageLoading } from "@/components/integrations/page-states";

export default function Loading() {
  return <PageLoading label="Loading tests…" />;
}
