/** The CLI's version, as in apps/cli/package.json (reported in SARIF's tool.driver.version). */
export const CLI_VERSION = '0.1.0';
