INSERT INTO "ledger_chart" ("lender_id", "code", "name", "type", "unit", "subject", "no_negative") VALUES
	(NULL, 'insurance-premiums-pending', 'Insurance premiums awaiting issuance', 'liability', 'INR', 'lender', false),
	(NULL, 'referral-cashback-expense', 'Referral cashback', 'expense', 'INR', 'lender', false),
	(NULL, 'cashback-payable', 'Cashback payable to referrers', 'liability', 'INR', 'lender', false);
