import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Brand } from "../../shared/brand";

// Google tag and analytics origins (loaded only after consent, docs/product-rules.md#cookie-consent).
const GOOGLE_TAG = ["https://www.googletagmanager.com"];
const GOOGLE_ANALYTICS = ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com"];

/**
 * Powerful browser features this site never uses are switched off for its pages and for
 * anything they embed, so no script that got in (nor the scheduling widget's frame) can ask
 * for them. Writing to the clipboard stays allowed for our own origin: the blog's share button
 * copies the article's link (client/features/blog/share-button.tsx). Reading it and Web Share
 * keep the browser's default (our origin only). Only names Chromium knows are listed (Web
 * Share is unknown to Chromium on Linux): an unknown one is a console warning on every page.
 */
const DISABLED_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/**
 * Passkeys (WebAuthn): the staff pages create and use them for our own origin
 * (docs/decisions/0032-staff-roles-audit-retention-passkeys.md); every public page forbids both.
 */
const policy = (passkeys: "()" | "(self)") =>
  [
    ...DISABLED_FEATURES.map((name) => `${name}=()`),
    `publickey-credentials-get=${passkeys}`,
    `publickey-credentials-create=${passkeys}`,
    "clipboard-write=(self)",
  ].join(", ");

const PERMISSIONS_POLICY = policy("()");
const STAFF_PERMISSIONS_POLICY = policy("(self)");

/** The staff area's pages, at their one address (server/app.ts sends any other spelling elsewhere). */
const isStaffPage = (path: string) => path === "/admin" || path.startsWith("/admin/");

const permissionsPolicy: RequestHandler = (req, res, next) => {
  res.setHeader("Permissions-Policy", isStaffPage(req.path) ? STAFF_PERMISSIONS_POLICY : PERMISSIONS_POLICY);
  next();
};

/**
 * CSP without any inline script: hydration data travels in JSON data blocks and
 * every script is an external file from our origin, the Google tag or the
 * scheduling widget. Styles allow inline attributes (no script can use them).
 */
export function securityHeaders(options: { brand: Brand; isHttps: boolean }): RequestHandler[] {
  const schedulingOrigins = [
    options.brand.schedulingOrigin,
    ...(options.brand.schedulingOrigin === "https://calendly.com" ? ["https://assets.calendly.com"] : []),
  ];
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...GOOGLE_TAG, ...GOOGLE_ANALYTICS, ...schedulingOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...schedulingOrigins],
        imgSrc: ["'self'", "data:", ...GOOGLE_TAG, ...GOOGLE_ANALYTICS],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...GOOGLE_TAG, ...GOOGLE_ANALYTICS],
        frameSrc: schedulingOrigins,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
  });
  return [helmetHeaders, permissionsPolicy];
}
