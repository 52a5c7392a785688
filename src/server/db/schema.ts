/** The drizzle schema: one file per area under tables/, each re-exported here (one line each). */
export * from './tables/settings';
export * from './tables/accounts';
export * from './tables/drafts';
export * from './tables/billing';
