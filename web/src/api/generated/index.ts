export * from './auth/auth.ts';
export * from './development/development.ts';
export * from './files/files.ts';
export * from './location-preprocessor/location-preprocessor.ts';
export * from './organizations/organizations.ts';
export * from './platform/platform.ts';
export * from './profile/profile.ts';
export * from './quick-links/quick-links.ts';
