/** The e2e server's editor credential: the caching test writes through the protocol with it. */
export const E2E_EDITOR_TOKEN = 'e2e-editor-token-0123456789';
