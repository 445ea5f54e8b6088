// The staff area's addresses: /admin and everything under it (docs/decisions/0009-admin-security.md).
// They are not the visitors' site: no page cache or canonical-case redirect (server/app.ts), and
// neither the public header and footer nor the cookie question (client/app/site-shell.tsx).

export const STAFF_ROOT = "/admin";

export const isStaffPath = (pathname: string): boolean => pathname === STAFF_ROOT || pathname.startsWith(`${STAFF_ROOT}/`);
