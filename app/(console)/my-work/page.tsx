import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/card";
import { MyWorkSections } from "@/components/work/my-work-sections";
import { consoleContext } from "@/lib/auth";
import { listMyWork } from "@/lib/flows";

export const metadata: Metadata = { title: "My work" };

export default async function MyWorkPage() {
  const ctx = await consoleContext();
  const work = await listMyWork(ctx, { limit: 200 });
  return (
    <>
      <PageHeader
        title="My work"
        description={`${work.counts.total} item${work.counts.total === 1 ? "" : "s"} assigned to you${
          work.counts.overdue ? `, ` + `${work.counts.overdue} overdue` : ""
        }.`}
      />
      <MyWorkSections work={work} />
    </>
  );
}
