// Google Consent Mode v2 (docs/product-rules.md#cookie-consent). The entry module calls
// denyConsentByDefault() before it does anything else, so every signal is denied before
// any of our code can speak to the Google tag, which is requested only after consent
// (client/features/cookie-consent/google-tag.ts). Being part of the bundle, the defaults
// cannot be blocked apart from the code that would later grant consent.

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The global tag function: queues a command in dataLayer, where gtag.js reads it once loaded. */
export function gtag(...args: unknown[]): void {
  const w = window;
  w.dataLayer = w.dataLayer ?? [];
  if (typeof w.gtag !== "function") {
    w.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js reads the Arguments object itself, not an array.
      w.dataLayer!.push(arguments);
    };
  }
  w.gtag(...args);
}

export function denyConsentByDefault(): void {
  gtag("consent", "default", {
    ad_storage: "denied",
    analytics_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  });
  // With ad storage denied, ad click identifiers are redacted from any request.
  gtag("set", "ads_data_redaction", true);
}
