import Link from "next/link";

/** One framework's controls that an item supports, in the framework's order; `href` filters the list by that control. */
export interface ControlGroup {
  framework: string;
  name: string;
  controls: { id: string; title?: string; href: string }[];
}

/** Up to this many controls are shown as they are; more collapse into a count that opens. */
const SHOWN_INLINE = 2;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "62 controls in 7 frameworks". */
export function controlCount(groups: readonly ControlGroup[]): string {
  const controls = groups.reduce((n, g) => n + g.controls.length, 0);
  return `${plural(controls, "control", "controls")} in ${plural(groups.length, "framework", "frameworks")}`;
}

function ControlLink({ framework, control }: { framework: string; control: ControlGroup["controls"][number] }) {
  return (
    <Link
      href={control.href}
      title={`${framework} ${control.id}${control.title ? ` — ${control.title}` : ""}`}
      className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[11px] text-slate-700 hover:bg-brand-50 hover:text-brand-700"
      aria-label={`Only evidence for ${framework} ${control.id}${control.title ? ` (${control.title})` : ""}`}
    >
      {control.id}
    </Link>
  );
}

/**
 * The controls an evidence item supports. A snapshot names dozens across several frameworks, so past two they collapse
 * into their count, a disclosure that opens onto them grouped by framework; each control links to the list filtered by it.
 */
export function EvidenceControls({ groups }: { groups: readonly ControlGroup[] }) {
  const total = groups.reduce((n, g) => n + g.controls.length, 0);
  if (total <= SHOWN_INLINE) {
    return (
      <ul className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        {groups.flatMap((g) =>
          g.controls.map((c) => (
            <li key={`${g.framework} ${c.id}`} className="flex items-center gap-1">
              <span className="text-slate-500 max-sm:sr-only">{g.name}</span>
              <ControlLink framework={g.name} control={c} />
            </li>
          )),
        )}
      </ul>
    );
  }
  return (
    <details className="group text-xs open:basis-full" data-testid="evidence-controls">
      <summary className="cursor-pointer list-none text-brand-700 hover:underline [&::-webkit-details-marker]:hidden">
        <span aria-hidden className="mr-1 inline-block transition-transform group-open:rotate-90">
          ▸
        </span>
        {controlCount(groups)}
      </summary>
      <dl className="mt-2 space-y-1.5">
        {groups.map((g) => (
          <div key={g.framework}>
            <dt className="font-medium text-slate-600">
              {g.name} <span className="font-normal text-slate-400">({g.controls.length})</span>
            </dt>
            <dd className="mt-0.5 flex flex-wrap gap-1">
              {g.controls.map((c) => (
                <ControlLink key={c.id} framework={g.name} control={c} />
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
