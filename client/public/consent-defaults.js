/*
 * Google Consent Mode v2 defaults (docs/product-rules.md#cookie-consent). This is the first script of every page
 * and an external file, because the CSP allows no inline script. Until the visitor
 * chooses in the cookie banner, every storage the Google tag could use is denied;
 * the banner code then sends "consent update" commands through the same gtag().
 * The Google tag itself is requested only after analytics or marketing consent.
 */
(function () {
  "use strict";
  var w = window;
  w.dataLayer = w.dataLayer || [];
  if (typeof w.gtag !== "function") {
    w.gtag = function gtag() {
      // gtag.js expects the Arguments object itself, not an array.
      w.dataLayer.push(arguments);
    };
  }
  w.gtag("consent", "default", {
    ad_storage: "denied",
    analytics_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  });
  // With ad storage denied, ad click identifiers are redacted from any request.
  w.gtag("set", "ads_data_redaction", true);
})();
