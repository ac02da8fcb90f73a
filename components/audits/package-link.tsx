import { buttonClass } from "@/components/ui/button";

/** The audit package (docs/api.md §8): a plain link like the CSV exports, so the browser streams the ZIP with the session cookie. */
export function PackageLink({ auditId }: { auditId: string }) {
  return (
    <a href={`/api/v1/audits/${auditId}/package`} download className={buttonClass("secondary")}>
      Download audit package
    </a>
  );
}
