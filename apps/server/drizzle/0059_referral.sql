CREATE TABLE "referral_cashbacks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"referral_id" uuid NOT NULL,
	"referrer_user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"lender_id" integer NOT NULL,
	"principal_paise" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"disbursed_on" date NOT NULL,
	"payable_on" date NOT NULL,
	"pay_by" date NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"failure_text" text,
	"earned_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "referral_cashbacks_referral_id_unique" UNIQUE("referral_id"),
	CONSTRAINT "referral_cashbacks_status" CHECK ("referral_cashbacks"."status" in ('EARNED', 'PAYING', 'PAID', 'OWED', 'FAILED', 'VOID')),
	CONSTRAINT "referral_cashbacks_subject" CHECK ("referral_cashbacks"."subject" in ('LOAN', 'DRAWDOWN')),
	CONSTRAINT "referral_cashbacks_amount" CHECK ("referral_cashbacks"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_links" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"long_link" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_links_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referral_payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cashback_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"ifsc" text NOT NULL,
	"provider_id" text,
	"checked_at" timestamp with time zone,
	"utr" text,
	"failure_text" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "referral_payouts_status" CHECK ("referral_payouts"."status" in ('REQUESTED', 'PAID', 'FAILED')),
	CONSTRAINT "referral_payouts_amount" CHECK ("referral_payouts"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"referrer_user_id" uuid NOT NULL,
	"referred_user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"attributed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referrals_referred_user_id_unique" UNIQUE("referred_user_id"),
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referrer_user_id" <> "referrals"."referred_user_id")
);
--> statement-breakpoint
ALTER TABLE "referral_cashbacks" ADD CONSTRAINT "referral_cashbacks_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_cashbacks" ADD CONSTRAINT "referral_cashbacks_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_payouts" ADD CONSTRAINT "referral_payouts_cashback_id_referral_cashbacks_id_fk" FOREIGN KEY ("cashback_id") REFERENCES "public"."referral_cashbacks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_cashbacks_referrer_idx" ON "referral_cashbacks" USING btree ("referrer_user_id");--> statement-breakpoint
CREATE INDEX "referral_cashbacks_due_idx" ON "referral_cashbacks" USING btree ("payable_on") WHERE "referral_cashbacks"."status" in ('EARNED', 'OWED', 'FAILED');--> statement-breakpoint
CREATE UNIQUE INDEX "referral_payouts_one_live" ON "referral_payouts" USING btree ("cashback_id") WHERE "referral_payouts"."status" in ('REQUESTED', 'PAID');--> statement-breakpoint
CREATE INDEX "referral_payouts_requested_idx" ON "referral_payouts" USING btree ("checked_at") WHERE "referral_payouts"."status" = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id");--> statement-breakpoint
CREATE INDEX "referrals_attributed_idx" ON "referrals" USING btree ("attributed_at");