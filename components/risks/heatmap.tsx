import Link from "next/link";
import type { RiskMatrixJson } from "@/lib/risks";
import { bandOf } from "./score";

type Basis = "inherent" | "residual";

/**
 * The likelihood × impact matrix of the register, one grid per basis: likelihood rises upward, impact to the right, each
 * cell coloured by its score's band and showing how many risks sit there. A cell with risks links to the register
 * filtered to it (`selected` outlines the cell the list is filtered to). Server-rendered: plain links.
 */
export function RiskHeatmap({
  matrix,
  hrefOf,
  selected,
}: {
  matrix: RiskMatrixJson;
  hrefOf: (basis: Basis, likelihood: number, impact: number) => string;
  selected?: { basis: Basis; likelihood: number; impact: number };
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {(["inherent", "residual"] as const).map((basis) => (
        <Grid key={basis} basis={basis} matrix={matrix} hrefOf={hrefOf} selected={selected?.basis === basis ? selected : undefined} />
      ))}
    </div>
  );
}

function Grid({
  basis,
  matrix,
  hrefOf,
  selected,
}: {
  basis: Basis;
  matrix: RiskMatrixJson;
  hrefOf: (basis: Basis, likelihood: number, impact: number) => string;
  selected?: { likelihood: number; impact: number };
}) {
  const { likelihood, impact } = matrix.scale;
  const max = likelihood.length * impact.length;
  const side = matrix[basis];
  const levels = likelihood.map((_, i) => likelihood.length - i);
  const title = basis === "inherent" ? "Inherent risk" : "Residual risk";
  return (
    <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <figcaption className="mb-2 flex items-baseline justify-between gap-2">
        <span className="text-sm font-semibold text-slate-800">{title}</span>
        <span className="text-xs text-slate-500">
          {side.unscored > 0 ? `${side.unscored} not scored` : basis === "residual" ? "unscored residual counts as inherent" : ""}
        </span>
      </figcaption>
      <div className="flex gap-1.5">
        <div className="flex w-4 items-center justify-center">
          <span className="-rotate-90 whitespace-nowrap text-[11px] font-medium uppercase tracking-wide text-slate-500">Likelihood</span>
        </div>
        <table className="w-full table-fixed border-separate border-spacing-1" aria-label={`${title}: risks per likelihood and impact`}>
          <tbody>
            {levels.map((l) => (
              <tr key={l}>
                <th scope="row" className="w-10 pr-1 text-right align-middle text-[11px] font-medium text-slate-600 sm:w-24">
                  <span className="sm:hidden">{l}</span>
                  <span className="hidden truncate sm:inline" title={likelihood[l - 1]}>
                    {likelihood[l - 1]}
                  </span>
                </th>
                {impact.map((_, index) => {
                  const i = index + 1;
                  const count = side.cells[l - 1]?.[i - 1] ?? 0;
                  const band = bandOf(l * i, max);
                  const isSelected = selected?.likelihood === l && selected.impact === i;
                  const label = `${count} ${count === 1 ? "risk" : "risks"} at likelihood ${likelihood[l - 1]}, impact ${impact[i - 1]}`;
                  const cellClass = `flex h-10 items-center justify-center rounded text-sm font-semibold tabular-nums sm:h-12 ${band.cell} ${
                    isSelected ? "ring-2 ring-slate-900 ring-offset-1" : ""
                  } ${count === 0 ? "opacity-60" : ""}`;
                  return (
                    <td key={i} className="p-0">
                      {count > 0 ? (
                        <Link
                          href={hrefOf(basis, l, i)}
                          aria-label={label}
                          aria-current={isSelected ? "true" : undefined}
                          className={`${cellClass} hover:opacity-80`}
                        >
                          {count}
                        </Link>
                      ) : (
                        <span className={cellClass} aria-label={label} />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
            <tr>
              <td />
              {impact.map((label, index) => (
                <th key={label} scope="col" className="pt-1 text-center align-top text-[11px] font-medium leading-tight text-slate-600">
                  <span className="sm:hidden">{index + 1}</span>
                  <span className="hidden sm:inline">{label}</span>
                </th>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <p className="mt-1 text-center text-[11px] font-medium uppercase tracking-wide text-slate-500">Impact</p>
    </figure>
  );
}
