CREATE TABLE "events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"name" text,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"user_data" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "events_event_has_user" CHECK ("events"."kind" = 'fe-log' or "events"."user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_data" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"had_facebook_token" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "events_user_created_idx" ON "events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "locations_user_created_idx" ON "locations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mobile_data_user_created_idx" ON "mobile_data" USING btree ("user_id","created_at");