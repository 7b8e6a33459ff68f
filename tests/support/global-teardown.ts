// Stops what tests/support/global-setup.ts started for the run.
export { globalTeardown as default } from './global-setup';
