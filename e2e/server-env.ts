/** The e2e server's editor credential: the caching test writes through the protocol with it. */
export const E2E_EDITOR_TOKEN = 'e2e-editor-token-0123456789';

/** The e2e server's port (the Playwright config starts it there). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Where e2e/edge.spec.ts runs Varnish in front of the e2e server; the server purges it on writes. */
export const E2E_EDGE_PORT = Number(process.env.E2E_EDGE_PORT ?? 8310);

/** e2e/multi-server.spec.ts starts its two servers on this port and the next one. */
export const E2E_MULTI_PORT = Number(process.env.E2E_MULTI_PORT ?? 3311);

/** e2e/sign-in.spec.ts serves its Firebase-configured build (against the Auth emulator) here. */
export const E2E_AUTH_PORT = Number(process.env.E2E_AUTH_PORT ?? 3321);
