CREATE TABLE "job_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"proposed_by" uuid,
	"description" text NOT NULL,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"priced_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"signed_name" text,
	"signature_png" "bytea",
	CONSTRAINT "job_changes_total_sum" CHECK ("job_changes"."total_cents" = "job_changes"."subtotal_cents" + "job_changes"."tax_cents")
);
--> statement-breakpoint
ALTER TABLE "job_changes" ADD CONSTRAINT "job_changes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_changes" ADD CONSTRAINT "job_changes_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_changes_job_idx" ON "job_changes" USING btree ("job_id","created_at");