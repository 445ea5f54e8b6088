import { gtag } from "../../lib/consent/google-tag-queue";

export const GOOGLE_TAG_ORIGIN = "https://www.googletagmanager.com";

let requested = false;

/**
 * Requests the Google tag (gtag.js) once per page. Called only after analytics or
 * marketing consent. When it cannot load (offline, blocked by an extension or a
 * network filter) the script element is removed and nothing else happens: the
 * site does not depend on it and it is not an error worth reporting.
 */
export function loadGoogleTag(measurementId: string): void {
  if (requested) return;
  requested = true;
  gtag("js", new Date());
  gtag("config", measurementId);
  const script = document.createElement("script");
  script.async = true;
  script.src = `${GOOGLE_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  script.addEventListener("error", () => script.remove());
  document.head.appendChild(script);
}

/** Tests: forget that the tag was requested. */
export function resetGoogleTagForTests(): void {
  requested = false;
}
