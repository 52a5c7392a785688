/** Jest: two projects — client (jsdom) and node (core, server, cli). */
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      module: 'commonjs',
      moduleResolution: 'node10',
      jsx: 'react-jsx',
      allowJs: true,
      isolatedModules: true,
      esModuleInterop: true,
    },
    diagnostics: false,
  },
];
// ESM-only packages Jest (CommonJS) has to transform.
const esmOnly = ['cookie', 'content-disposition', 'marked', '@scure', '@noble'];
const common = {
  transform: {
    '^.+\\.[tj]sx?$': tsJest,
    '\\.md$': '<rootDir>/test/support/raw-transform.js',
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    '\\.(css|png|svg|jpg)$': '<rootDir>/test/support/asset-stub.js',
  },
};

module.exports = {
  testTimeout: 90000,
  projects: [
    {
      ...common,
      displayName: 'client',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/client/**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/test/support/jsdom-setup.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/jest-dom.ts'],
    },
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/{core,server,cli}/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
    },
  ],
};
