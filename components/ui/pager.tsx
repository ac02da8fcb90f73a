import Link from "next/link";
import { buttonClass } from "./button";

/**
 * Cursor pagination for server-rendered lists. "Next page" carries the page's nextCursor; "First page"
 * (shown when the caller says this is not the first page) returns to the start, since cursors only go
 * forward. `params` are the list's other query parameters (filters, other lists' cursors) to keep;
 * `cursorParam` names the cursor when one page holds several lists.
 */
export function Pager({
  basePath,
  nextCursor,
  params = {},
  cursorParam = "cursor",
  isFirst = true,
}: {
  basePath: string;
  nextCursor: string | null;
  params?: Record<string, string | undefined>;
  cursorParam?: string;
  isFirst?: boolean;
}) {
  if (isFirst && !nextCursor) return null;
  const [path, baseQuery = ""] = basePath.split("?", 2);
  const href = (cursor?: string) => {
    const q = new URLSearchParams(baseQuery);
    for (const [k, v] of Object.entries(params)) if (v && k !== cursorParam) q.set(k, v);
    q.delete(cursorParam);
    if (cursor) q.set(cursorParam, cursor);
    const s = q.toString();
    return s ? `${path}?${s}` : path;
  };
  return (
    <nav className="mt-4 flex items-center gap-3 text-sm" aria-label="Pagination">
      {!isFirst && (
        <Link href={href()} className="text-brand-700 hover:underline">
          ← First page
        </Link>
      )}
      {nextCursor && (
        <Link href={href(nextCursor)} className={buttonClass("secondary", "ml-auto")}>
          Next page →
        </Link>
      )}
    </nav>
  );
}
