import Link from "next/link";

interface Props {
  base: string;
  populations: string;
  samples: string;
}

/** Where the audit's populations and the auditor's samples live, with how many there are. */
export function FieldworkLinks({ base, populations, samples }: Props) {
  const items = [
    { href: `${base}/populations`, label: "Populations", count: populations, text: "The items of each control activity in the period, uploaded as CSV." },
    { href: `${base}/samples`, label: "Samples", count: samples, text: "What the auditor drew from them, item by item, with the results." },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((i) => (
        <li key={i.href}>
          <Link href={i.href} className="block h-full rounded-md border border-slate-200 p-3 hover:border-brand-300 hover:bg-brand-50/40">
            <span className="flex items-baseline justify-between gap-2">
              <span className="font-medium text-brand-700">{i.label}</span>
              <span className="text-sm font-semibold text-slate-900">{i.count}</span>
            </span>
            <span className="mt-1 block text-xs text-slate-600">{i.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
