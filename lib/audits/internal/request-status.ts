import type { EvidenceRequestStatus } from "@/lib/vocabulary";
import { ServiceError } from "@/lib/errors";

type Side = "customer" | "auditor";

// Who moves an evidence request where (docs/api.md §8): the customer submits an open or returned request, the
// auditor accepts or returns a submitted one. An accepted request is settled.
const MOVES: Record<Side, Record<EvidenceRequestStatus, readonly EvidenceRequestStatus[]>> = {
  customer: { open: ["responded"], returned: ["responded"], responded: [], accepted: [] },
  auditor: { open: [], returned: [], responded: ["accepted", "returned"], accepted: [] },
};

export function canMove(side: Side, from: EvidenceRequestStatus, to: EvidenceRequestStatus): boolean {
  return MOVES[side][from].includes(to);
}

/** 409 `invalid_transition` with `{from, to, allowed}` unless `side` may move the request from `from` to `to`. */
export function assertRequestMove(side: Side, from: EvidenceRequestStatus, to: EvidenceRequestStatus, message: string): void {
  if (!canMove(side, from, to)) throw new ServiceError("invalid_transition", message, { from, to, allowed: [...MOVES[side][from]] });
}

/** Requests that wait for the customer's submission: new ones and those the auditor returned. */
export const AWAITING_CUSTOMER: EvidenceRequestStatus[] = ["open", "returned"];
