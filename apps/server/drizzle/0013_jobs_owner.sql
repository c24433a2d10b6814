ALTER TABLE "jobs" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "resume_id" integer;--> statement-breakpoint
-- Rows from before: every job's payload names its user and resume (modules/optimizations).
UPDATE "jobs" SET
	"user_id" = ("payload"->>'userId')::integer,
	"resume_id" = CASE WHEN "payload"->>'resumeId' ~ '^[0-9]{1,9}$' THEN ("payload"->>'resumeId')::integer END
WHERE "payload"->>'userId' ~ '^[0-9]{1,9}$';--> statement-breakpoint
CREATE INDEX "jobs_user_resume_idx" ON "jobs" USING btree ("user_id","resume_id");
