CREATE TABLE "partner_link_uses" (
	"link_id" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"user_id" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
