CREATE TABLE "erased_accounts" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"uid_hash" text,
	"erased_at" timestamp with time zone NOT NULL
);
