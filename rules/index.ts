/**
 * Business rules shared by the server and the tablet: pure functions and plain data, importing
 * nothing outside this folder (enforced by ESLint). See docs/decisions/007-shared-rules.md.
 */
export * from './aql';
export * from './bands';
export * from './collarCuff';
export * from './gradeReasons';
export * from './points';
export * from './scoring';
export * from './verdict';
export * from './alerts';
