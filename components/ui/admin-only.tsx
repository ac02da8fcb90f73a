import { EmptyState, PageHeader } from "@/components/ui/card";

/**
 * What a non-admin sees on a page only admins and owners manage: the page's header and why it is empty, rather
 * than a 403.
 */
export function AdminOnly({
  title,
  description,
  manage,
  ask = "Ask an admin of your account.",
}: {
  title: string;
  description: string;
  manage: string;
  ask?: string;
}) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <EmptyState title={`Only admins and owners manage ${manage}`}>{ask}</EmptyState>
    </>
  );
}
