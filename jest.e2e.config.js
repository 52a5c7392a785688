/** The Chromium end-to-end suite: real server (built), real browser. Run with `npm run test:e2e`. */
const base = require('./jest.config.js');
const node = base.projects.find((p) => p.displayName === 'node');

module.exports = {
  testTimeout: 180000,
  maxWorkers: 1,
  transform: node.transform,
  transformIgnorePatterns: node.transformIgnorePatterns,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
  globalSetup: '<rootDir>/test/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/e2e/support/global-teardown.ts',
};
