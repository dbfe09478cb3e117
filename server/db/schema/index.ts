export * from './auth';
export * from './masters';
export * from './orders';
export * from './idempotency';
export * from './users';
export * from './inspection';
export * from './collarCuff';
export * from './dashboard';
