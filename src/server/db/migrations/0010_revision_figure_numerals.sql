ALTER TABLE "draft_revisions" ADD COLUMN "figure_numerals" jsonb;--> statement-breakpoint
-- The current version's revision gets the draft's numerals; older revisions' are not known (null).
UPDATE "draft_revisions" r SET "figure_numerals" = d."figure_numerals" FROM "drafts" d WHERE r."draft_id" = d."id" AND r."version" = d."version";
