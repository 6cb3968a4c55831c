ALTER TABLE "quotes" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "chosen_option" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "chosen_optional_lines" jsonb;