import helmet from "helmet";
import type { Brand } from "../../shared/brand";

// Google tag and analytics origins (loaded only after consent, docs/product-rules.md#cookie-consent).
const GOOGLE_TAG = ["https://www.googletagmanager.com"];
const GOOGLE_ANALYTICS = ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com"];

/**
 * CSP without any inline script: hydration data travels in JSON data blocks and
 * every script is an external file from our origin, the Google tag or the
 * scheduling widget. Styles allow inline attributes (no script can use them).
 */
export function securityHeaders(options: { brand: Brand; isHttps: boolean }) {
  const schedulingOrigins = [
    options.brand.schedulingOrigin,
    ...(options.brand.schedulingOrigin === "https://calendly.com" ? ["https://assets.calendly.com"] : []),
  ];
  return helmet({
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
}
