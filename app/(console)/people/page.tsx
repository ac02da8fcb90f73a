import type { Metadata } from "next";
import { AddPerson } from "@/components/people/add-person";
import { ImportPeople } from "@/components/people/import-people";
import { PeopleTable } from "@/components/people/people-table";
import { PageHeader } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import { roleOf } from "@/lib/context/guards";
import { roleAtLeast } from "@/lib/vocabulary";

export const metadata: Metadata = { title: "People" };

export default async function PeoplePage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const ctx = await consoleContext();
  const sp = await searchParams;
  const role = roleOf(ctx.caller) ?? "viewer";
  const initial = { q: sp.q ?? "", status: sp.status ?? "", department: sp.department ?? "", policies: sp.policies ?? "" };
  return (
    <>
      <PageHeader
        title="People"
        description="Everyone the programme covers, console member or not, and where each stands on the policies they must accept."
        actions={
          <>
            {roleAtLeast(role, "admin") && <ImportPeople />}
            {roleAtLeast(role, "member") && <AddPerson />}
          </>
        }
      />
      <PeopleTable initial={initial} />
    </>
  );
}
