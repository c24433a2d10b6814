CREATE TABLE "position_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"company_name" text,
	"responsibilities" text,
	"requirements" jsonb,
	"work_location" text,
	"industry" text,
	"experience_level" text,
	"salary_range" text,
	"search_tokens" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"company_name" text,
	"responsibilities" text,
	"requirements" jsonb,
	"work_location" text,
	"industry" text,
	"experience_level" text,
	"salary_range" text,
	"search_tokens" text DEFAULT '' NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"template_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_login_throttles" ADD COLUMN "last_attempt_id" text;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "position_templates_category_idx" ON "position_templates" USING btree ("category","sort_order");--> statement-breakpoint
CREATE INDEX "positions_user_idx" ON "positions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "positions_search_idx" ON "positions" USING gin (to_tsvector('simple', "search_tokens"));