// A cookie that only says "an admin session may exist in this browser".
// The session cookie itself is HttpOnly; this one is readable by the admin pages,
// so a signed-out visitor of /admin is shown the sign-in form without a request
// that would answer 401. It carries no secret: the server never trusts it.
export const ADMIN_HINT_COOKIE = "admin_hint";
