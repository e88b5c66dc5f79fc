// Every module's tables, for the query builder and drizzle-kit. Modules own their schema files.
export * from '../modules/dev/dev.schema.ts';
export * from '../modules/events/events.schema.ts';
export * from '../modules/location/location.schema.ts';
export * from '../modules/mobile-data/mobile-data.schema.ts';
export * from '../modules/notifications/notifications.schema.ts';
export * from '../modules/otp/otp.schema.ts';
export * from '../modules/partner-links/partner-links.schema.ts';
export * from '../modules/partners/partners.schema.ts';
export * from '../modules/sessions/sessions.schema.ts';
export * from '../modules/users/users.schema.ts';
export * from '../modules/bank-statements/bank-statements.schema.ts';
export * from '../modules/directory/directory.schema.ts';
export * from '../modules/documents/documents.schema.ts';
export * from '../modules/kyc/kyc.schema.ts';
export * from '../modules/loan-application/loan-application.schema.ts';
export * from '../modules/loan-products/loan-products.schema.ts';
export * from '../modules/profile/profile.schema.ts';
