CREATE TABLE "jobs" (
	"key" text PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"fingerprint" text NOT NULL,
	"reuse_result" boolean DEFAULT false NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text NOT NULL,
	"owner" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"result" jsonb,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_optimizations" ADD COLUMN "run_key" text;--> statement-breakpoint
CREATE INDEX "jobs_state_lease_idx" ON "jobs" USING btree ("state","lease_until");--> statement-breakpoint
CREATE INDEX "jobs_updated_idx" ON "jobs" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_optimizations_run_key_uq" ON "resume_optimizations" USING btree ("run_key");