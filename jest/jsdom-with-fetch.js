/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS loaded by jest */
const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom plus Node's own fetch, for browser-side tests that talk to a real server (jsdom has no
 * fetch of its own). Relative URLs are the test's business: it resolves them against its server.
 */
class JsdomWithFetch extends TestEnvironment {
  /**
   * @param {import('@jest/environment').JestEnvironmentConfig} config
   * @param {import('@jest/environment').EnvironmentContext} context
   */
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { fetch, Request, Response, Headers });
  }
}

module.exports = JsdomWithFetch;
