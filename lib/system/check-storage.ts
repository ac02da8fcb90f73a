import { fileStore, type StorageHealth } from "@/lib/storage";
import { HEALTH_PROBE_TIMEOUT_MS } from "./check-health";

/**
 * Whether file storage (the folder or the bucket) answers one cheap request within the health budget. Down while the
 * storage breaker is open (file routes are answering 503) or when the storage is not even configured properly.
 */
export async function checkStorage(timeoutMs = HEALTH_PROBE_TIMEOUT_MS): Promise<StorageHealth> {
  try {
    return await fileStore().health(timeoutMs);
  } catch {
    return "down";
  }
}
