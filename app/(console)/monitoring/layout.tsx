import { MonitoringTabs } from "@/components/monitoring/monitoring-tabs";
import { PageHeader } from "@/components/ui/card";
import { prose } from "@/lib/format/prose";

export default function MonitoringLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <PageHeader
        title="Continuous monitoring"
        description={prose(
          "Scheduled compliance checks of your frameworks against your business profile, evidence and generated documents, with alerts and",
          "signed webhooks.",
        )}
      />
      <MonitoringTabs />
      {children}
    </>
  );
}
