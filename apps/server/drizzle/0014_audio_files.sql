-- Audio kept in the database until now is transient (a running answer's transcription retry):
-- it is dropped rather than moved, and from now on the bytes live in the file store (issue 34).
DELETE FROM "interview_audio";--> statement-breakpoint
ALTER TABLE "interview_audio" ADD COLUMN "user_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_audio" ADD COLUMN "file_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_audio" ADD CONSTRAINT "interview_audio_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_audio_user_idx" ON "interview_audio" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "interview_audio" DROP COLUMN "data";