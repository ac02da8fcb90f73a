import Link from "next/link";
import { buttonClass } from "./button";

/** "Next page" link for cursor-paginated server pages (`?cursor=`). */
export function Pager({ nextCursor, basePath }: { nextCursor: string | null; basePath: string }) {
  if (!nextCursor) return null;
  const separator = basePath.includes("?") ? "&" : "?";
  return (
    <div className="mt-4 flex justify-end">
      <Link className={buttonClass("secondary")} href={`${basePath}${separator}cursor=${encodeURIComponent(nextCursor)}`}>
        Next page →
      </Link>
    </div>
  );
}
