CREATE TABLE "otp_challenges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"destination" text NOT NULL,
	"channel" text NOT NULL,
	"user_id" uuid,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"killed_at" timestamp with time zone,
	"kill_reason" text
);
--> statement-breakpoint
CREATE INDEX "otp_challenges_purpose_destination_created_idx" ON "otp_challenges" USING btree ("purpose","destination","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_destination_created_idx" ON "otp_challenges" USING btree ("destination","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_ip_created_idx" ON "otp_challenges" USING btree ("ip","created_at");