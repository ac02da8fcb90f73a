-- A failed compliance check was notified as `test.failing`; it now has its own kind, `check.failed`, named as its alert is.
UPDATE "notifications" SET "kind" = 'check.failed'
WHERE "kind" = 'test.failing' AND "subject_type" = 'alert'
  AND "subject_id" IN (SELECT "id"::text FROM "monitoring_alerts" WHERE "type" = 'check.failed');--> statement-breakpoint
-- Who muted failing-test e-mails muted failed checks with them: they stay muted.
UPDATE "notification_preferences" SET "muted_kinds" = "muted_kinds" || '["check.failed"]'::jsonb
WHERE "muted_kinds" ? 'test.failing' AND NOT ("muted_kinds" ? 'check.failed');
