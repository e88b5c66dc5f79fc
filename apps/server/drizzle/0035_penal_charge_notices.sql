CREATE TABLE "penal_charge_notices" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
