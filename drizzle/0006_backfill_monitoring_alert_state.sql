-- Alerts raised before de-duplication: each one's own result is its last sighting, and of several
-- alerts of one kind on one schedule only the newest stays open, so the unique index on open alerts
-- (next migration) can be built. The older ones count as resolved when they were raised.
UPDATE "monitoring_alerts" SET "last_seen_at" = "created_at", "last_result_id" = "result_id";--> statement-breakpoint
UPDATE "monitoring_alerts" AS a
SET "state" = 'resolved', "resolved_at" = a."created_at"
WHERE EXISTS (
  SELECT 1 FROM "monitoring_alerts" AS b
  WHERE b."schedule_id" = a."schedule_id" AND b."type" = a."type"
    AND (b."created_at", b."id") > (a."created_at", a."id")
);
