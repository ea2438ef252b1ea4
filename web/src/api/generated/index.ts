export * from './auth/auth.ts';
export * from './development/development.ts';
export * from './profile/profile.ts';
export * from './quick-links/quick-links.ts';
