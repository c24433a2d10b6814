CREATE TABLE "resume_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"resume_id" integer NOT NULL,
	"position_id" integer,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_optimizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"resume_id" integer NOT NULL,
	"position_id" integer,
	"optimization_type" text NOT NULL,
	"optimization_focus" text DEFAULT '' NOT NULL,
	"target_position" text,
	"company_name" text,
	"parsed_modifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rejected_modifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"original_resume_json" jsonb,
	"optimized_resume_json" jsonb,
	"ai_model" text DEFAULT '' NOT NULL,
	"processing_time_ms" integer DEFAULT 0 NOT NULL,
	"parse_success" boolean DEFAULT false NOT NULL,
	"quality_score" integer,
	"quality_score_before" integer,
	"status" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"fallback_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_conversations" ADD CONSTRAINT "resume_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_conversations" ADD CONSTRAINT "resume_conversations_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_conversations" ADD CONSTRAINT "resume_conversations_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_optimizations" ADD CONSTRAINT "resume_optimizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_optimizations" ADD CONSTRAINT "resume_optimizations_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_optimizations" ADD CONSTRAINT "resume_optimizations_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_conversations_user_idx" ON "resume_conversations" USING btree ("user_id","resume_id");--> statement-breakpoint
CREATE INDEX "resume_optimizations_user_idx" ON "resume_optimizations" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "resume_optimizations_key_idx" ON "resume_optimizations" USING btree ("resume_id","optimization_type","position_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_optimizations_processing_uq" ON "resume_optimizations" USING btree ("resume_id","optimization_type",coalesce("position_id", 0)) WHERE "resume_optimizations"."status" = 'processing';