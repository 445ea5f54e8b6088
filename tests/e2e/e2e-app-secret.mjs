// The APP_SECRET of the browser tests' servers (start-server.mjs), so a spec can sign a
// form token the way the server does when it posts a lead of its own (human-lead.ts).
export const E2E_APP_SECRET = "e2e-form-token-secret-0123456789abcdef";
