ALTER TABLE "drafts" ADD COLUMN "docket_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "client_matter" text DEFAULT '' NOT NULL;