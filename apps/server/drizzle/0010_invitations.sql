CREATE TABLE "invitation_phone_marks" (
	"inviter_id" integer NOT NULL,
	"phone_digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_phone_marks_inviter_id_phone_digest_pk" PRIMARY KEY("inviter_id","phone_digest")
);
--> statement-breakpoint
ALTER TABLE "invitation_phone_marks" ADD CONSTRAINT "invitation_phone_marks_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_invited_by_code_idx" ON "users" USING btree ("invited_by_code") WHERE "users"."invited_by_code" is not null;
