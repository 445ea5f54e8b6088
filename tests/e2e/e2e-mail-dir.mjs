import { tmpdir } from "node:os";
import { join } from "node:path";

// Where a browser-test server (start-server.mjs) writes its emails (no SMTP server: the embedded
// default), by its port, so a spec can open the invitation an owner just sent (staff-passkeys-admin.spec.ts).
export const e2eMailDir = (port) => join(tmpdir(), `agency-e2e-mail-${port}`);
