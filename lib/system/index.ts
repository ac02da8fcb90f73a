// The system domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { checkHealth } from "./check-health";
export { checkRateLimitStore } from "./check-rate-limit-store";
export { checkStorage } from "./check-storage";
