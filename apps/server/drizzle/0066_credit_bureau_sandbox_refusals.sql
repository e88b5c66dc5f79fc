CREATE TABLE "credit_bureau_sandbox_refusals" (
	"reference" text PRIMARY KEY NOT NULL,
	"refused_at" timestamp with time zone NOT NULL
);
