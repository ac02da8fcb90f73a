import Link from "next/link";

/**
 * Cursor pagination for server-rendered lists: "Next" carries the page's nextCursor, "First"
 * returns to the start (cursors only go forward).
 */
export function Pager({
  basePath,
  params,
  cursorParam = "cursor",
  nextCursor,
  isFirst,
}: {
  basePath: string;
  params: Record<string, string | undefined>;
  cursorParam?: string;
  nextCursor: string | null;
  isFirst: boolean;
}) {
  const href = (cursor?: string) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v && k !== cursorParam) q.set(k, v);
    if (cursor) q.set(cursorParam, cursor);
    const s = q.toString();
    return s ? `${basePath}?${s}` : basePath;
  };
  if (isFirst && !nextCursor) return null;
  return (
    <nav className="mt-3 flex items-center gap-3 text-sm" aria-label="Pagination">
      {!isFirst && (
        <Link href={href()} className="text-brand-700 hover:underline">
          ← First page
        </Link>
      )}
      {nextCursor && (
        <Link href={href(nextCursor)} className="ml-auto text-brand-700 hover:underline">
          Next page →
        </Link>
      )}
    </nav>
  );
}
