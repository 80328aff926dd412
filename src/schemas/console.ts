/**
 * The developer console's model (spec §3 Console app, App details, Owner, Credentials; §4 the
 * enumerations), in one import. Each concept lives in its own file; this barrel only re-exports.
 */
export * from './account-features.ts';
export * from './callback-url.ts';
export * from './console-apis.ts';
export * from './console-app.ts';
export * from './console-enums.ts';
export * from './console-environments.ts';
export * from './console-members.ts';
export * from './my-apps-query.ts';
export * from './outbound-auth.ts';
