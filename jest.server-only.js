// @ts-check
// Jest runs server modules directly; the real 'server-only' throws outside a React Server build.
module.exports = {};
