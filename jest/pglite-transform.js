/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS loaded by jest */
// Jest runs modules in a VM that cannot dynamic-import without --experimental-vm-modules.
// PGlite's CommonJS build dynamic-imports Node built-ins only, so a synchronous require is equivalent.
// The module's own require is captured first because the Emscripten code declares a local `require`.
const crypto = require('node:crypto');
const fs = require('node:fs');

const self = fs.readFileSync(__filename, 'utf8');

/** @type {import('@jest/transform').SyncTransformer} */
module.exports = {
  getCacheKey(source) {
    return crypto.createHash('sha256').update(self).update(source).digest('hex');
  },
  process(source) {
    const code = source.replace(/\bimport\((["'][a-z/:]+["'])\)/g, 'Promise.resolve(__pgliteRequire($1))');
    return { code: `const __pgliteRequire = require;\n${code}` };
  },
};
