CREATE TABLE "resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"position" text,
	"position_id" integer,
	"content" text NOT NULL,
	"extracted_text" text,
	"resume_json_content" jsonb,
	"is_public" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"parent_id" integer,
	"file_key" text,
	"file_mime" text,
	"file_size" bigint,
	"file_kind" text,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resumes_user_idx" ON "resumes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "resumes_public_idx" ON "resumes" USING btree ("is_public","id") WHERE "resumes"."is_public";--> statement-breakpoint
CREATE INDEX "resumes_position_idx" ON "resumes" USING btree ("position_id");