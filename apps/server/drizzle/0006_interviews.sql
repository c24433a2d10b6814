CREATE TABLE "interview_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"ord" integer NOT NULL,
	"follow_index" integer DEFAULT 0 NOT NULL,
	"parent_id" integer,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"source" jsonb NOT NULL,
	"time_limit_s" integer NOT NULL,
	"rubric" jsonb NOT NULL,
	"answer_text" text,
	"answered_at" timestamp with time zone,
	"duration_ms" integer,
	"speech" jsonb,
	"feedback" jsonb
);
--> statement-breakpoint
CREATE TABLE "interview_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"resume_id" integer,
	"position_id" integer,
	"template_id" text,
	"title" text NOT NULL,
	"config" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"engine" text NOT NULL,
	"question_count" integer NOT NULL,
	"answered_count" integer DEFAULT 0 NOT NULL,
	"overall_score" integer,
	"report" jsonb,
	"minutes_charged" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"difficulty" text NOT NULL,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "minutes_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"minutes" integer NOT NULL,
	"session_id" integer,
	"reference" text,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_questions" ADD CONSTRAINT "interview_questions_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_settings" ADD CONSTRAINT "interview_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_templates" ADD CONSTRAINT "interview_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minutes_ledger" ADD CONSTRAINT "minutes_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_questions_place_idx" ON "interview_questions" USING btree ("session_id","ord","follow_index");--> statement-breakpoint
CREATE INDEX "interview_sessions_user_idx" ON "interview_sessions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "interview_sessions_open_idx" ON "interview_sessions" USING btree ("user_id","expires_at") WHERE "interview_sessions"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "interview_templates_user_idx" ON "interview_templates" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "minutes_ledger_user_idx" ON "minutes_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "minutes_ledger_grant_idx" ON "minutes_ledger" USING btree ("user_id") WHERE "minutes_ledger"."kind" = 'signup_grant';--> statement-breakpoint
CREATE UNIQUE INDEX "minutes_ledger_session_idx" ON "minutes_ledger" USING btree ("session_id") WHERE "minutes_ledger"."kind" = 'mock_session';--> statement-breakpoint
CREATE UNIQUE INDEX "minutes_ledger_reference_idx" ON "minutes_ledger" USING btree ("user_id","kind","reference") WHERE "minutes_ledger"."reference" is not null;