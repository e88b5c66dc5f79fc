CREATE TABLE "identity_sandbox_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"kid" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"sealed_private_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
