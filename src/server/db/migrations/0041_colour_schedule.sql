ALTER TABLE "jobs" ADD COLUMN "colours_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "room_paints" jsonb DEFAULT '[]'::jsonb NOT NULL;