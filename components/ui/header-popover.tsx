"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";

/** The badge text for a page of unread items: "" for none, "10+" when more wait beyond the page. */
export function unreadCount(shown: number, hasMore: boolean | undefined): string {
  if (shown === 0) return "";
  return hasMore ? `${shown}+` : String(shown);
}

interface HeaderPopoverProps {
  /** The trigger's accessible name (it carries the count). */
  label: string;
  /** The trigger's tooltip, if any. */
  tooltip?: string;
  /** A short word shown beside the icon, so two header buttons never read alike ("Inbox", "Alerts"). */
  caption?: string;
  testId: string;
  icon: React.ReactNode;
  /** Badge text; nothing shows when empty. */
  count: string;
  countTestId: string;
  /** Badge colour, e.g. "bg-red-600". */
  countClassName: string;
  /** The panel's heading and accessible name. */
  title: string;
  /** Panel width from the sm breakpoint, e.g. "sm:w-80". */
  width: string;
  /** The list's height cap, e.g. "max-h-80". */
  listHeight: string;
  /** Shown when there is nothing to list. */
  empty: string;
  /** Header action beside the title (e.g. "Mark all read"). */
  action?: React.ReactNode;
  /** The list's <li> items; `close` shuts the panel (call it when following a link). */
  items: (close: () => void) => React.ReactNode[];
  /** Under the list (e.g. links to the full pages). */
  footer?: (close: () => void) => React.ReactNode;
}

/**
 * A header button with an unread badge that opens a panel listing the latest items. Escape and a click outside
 * close it.
 */
export function HeaderPopover(props: HeaderPopoverProps) {
  const { label, tooltip, caption, testId, icon, count, countTestId, countClassName, title, width, listHeight, empty, action, items, footer } = props;
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    const onClick = (e: MouseEvent) => box.current && !box.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open]);
  const close = () => setOpen(false);
  const list = open ? items(close) : [];

  return (
    <div className="relative" ref={box}>
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={label}
        title={tooltip}
        className="relative flex items-center gap-2.5 rounded-md p-2 text-slate-600 hover:bg-slate-100"
        data-testid={testId}
      >
        <span className="relative shrink-0">
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
            {icon}
          </svg>
          {count && (
            <span
              className={`absolute -right-2.5 -top-2.5 min-w-5 rounded-full ${countClassName} px-1 text-center text-[11px] font-semibold leading-5 text-white`}
              data-testid={countTestId}
            >
              {count}
            </span>
          )}
        </span>
        {caption && (
          <span aria-hidden="true" className="text-xs font-medium text-slate-700">
            {caption}
          </span>
        )}
      </button>
      {open && (
        <div
          className={
            `fixed inset-x-4 top-14 z-20 mt-2 rounded-lg border border-slate-200 bg-white shadow-lg sm:absolute sm:inset-x-auto ` +
            `sm:right-0 sm:top-auto ${width}`
          }
          role="dialog"
          aria-label={title}
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-2">
            <span className="text-sm font-semibold text-slate-800">{title}</span>
            {action}
          </div>
          {list.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-slate-500">{empty}</p>
          ) : (
            <ul className={`${listHeight} divide-y divide-slate-100 overflow-y-auto`}>{list}</ul>
          )}
          {footer?.(close)}
        </div>
      )}
    </div>
  );
}

/** The panel's "Mark all read" header action. */
export function MarkAllRead({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <button type="button" className="text-xs font-medium text-brand-600 hover:underline" onClick={onClick} disabled={disabled}>
      Mark all read
    </button>
  );
}

/** One listed item: a link that closes the panel when it leads somewhere, plain text otherwise. */
export function PopoverItem({
  href,
  onFollow,
  testId,
  plainTestId,
  children,
}: {
  href?: string | null;
  onFollow: () => void;
  testId: string;
  plainTestId?: string;
  children: React.ReactNode;
}) {
  return (
    <li>
      {href ? (
        <Link href={href} className="block px-4 py-2 hover:bg-slate-50 focus:bg-slate-50" onClick={onFollow} data-testid={testId}>
          {children}
        </Link>
      ) : (
        <div className="px-4 py-2" data-testid={plainTestId}>
          {children}
        </div>
      )}
    </li>
  );
}
