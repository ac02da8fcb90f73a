-- Every evidence item that already has a file gets that file as its version 1.
INSERT INTO "evidence_file_versions" ("evidence_id", "version", "file_id", "account_id", "created_at")
SELECT "id", 1, "file_id", "account_id", "created_at" FROM "evidence_items" WHERE "file_id" IS NOT NULL
ON CONFLICT DO NOTHING;
