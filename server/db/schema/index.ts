export * from './auth';
export * from './masters';
