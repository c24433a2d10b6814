ALTER TABLE "resumes" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE INDEX "resumes_user_hash_idx" ON "resumes" USING btree ("user_id","content_hash");
