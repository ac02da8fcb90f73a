// The events domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { recordEvent } from "./internal/record-event";
export { eventBatches, listEvents } from "./list-events";
export type { AccountEvent, EventFilters } from "./list-events";
