CREATE TABLE "draft_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draft_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"source" text NOT NULL,
	"generation_id" uuid,
	"title" text NOT NULL,
	"disclosure" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"sections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_revisions_version_uq" UNIQUE("draft_id","version")
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"disclosure" text DEFAULT '' NOT NULL,
	"jurisdiction" text DEFAULT 'us' NOT NULL,
	"sections" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drafts_jurisdiction_ck" CHECK ("drafts"."jurisdiction" in ('us', 'ep'))
);
--> statement-breakpoint
CREATE TABLE "generations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"draft_id" uuid,
	"target" text NOT NULL,
	"sections" text[] NOT NULL,
	"engine" text NOT NULL,
	"model" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"detail" text,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"instance_id" text NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "generations_state_ck" CHECK ("generations"."state" in ('running', 'finished', 'cancelled', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "draft_revisions" ADD CONSTRAINT "draft_revisions_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drafts_owner_updated_idx" ON "drafts" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "generations_owner_idx" ON "generations" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "generations_draft_idx" ON "generations" USING btree ("draft_id","created_at");--> statement-breakpoint
CREATE INDEX "generations_running_idx" ON "generations" USING btree ("state") WHERE "generations"."state" = 'running';