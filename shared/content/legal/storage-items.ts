import type { Brand } from "../../brand";
import { ATTRIBUTION_LIFETIME_DAYS, CONSENT_LIFETIME_DAYS, STORAGE_KEYS, type PopupKind } from "../../constants";
import { schedulingHost } from "./legal-document";
import { VARIANT_COOKIE_DAYS } from "../../landing/variant-keys";

// Everything this site stores in a visitor's browser, by the categories of the
// consent dialog (docs/product-rules.md#cookie-consent). The
// privacy and cookie policies both list these rows, so they can never disagree.

export type ConsentCategory = "essential" | "analytics" | "marketing" | "functional";

export interface StorageItem {
  key: string;
  category: ConsentCategory;
  type: "Cookie" | "Local storage" | "Session storage" | "Cookies";
  setBy: string;
  purpose: string;
  lifetime: string;
}

export const consentCategories: { id: ConsentCategory; title: string; description: string }[] = [
  {
    id: "essential",
    title: "Essential",
    description:
      "Needed for the site to work as you asked: they remember your privacy choices, your region, the pop-ups you closed and, for the open tab only, how your visit reached us (sent to us only with a form you send). They hold no identifier and are always on.",
  },
  {
    id: "analytics",
    title: "Analytics",
    description:
      "Google Analytics statistics that tell us which pages help visitors and which don't, and, on campaign pages we are testing in two or more versions, a cookie that keeps showing you the same version. Off until you allow them.",
  },
  {
    id: "marketing",
    title: "Marketing",
    description:
      "Advertising storage that lets us measure whether our own Google Ads lead to enquiries. Off until you allow it. We do not sell your data or let advertisers build profiles from this site.",
  },
  {
    id: "functional",
    title: "Functional",
    description:
      "Extras that come from other services embedded in our pages. We set no functional storage of our own; the embedded scheduler sets its own cookies, and only after you click to load it.",
  },
];

const POPUP_KINDS: PopupKind[] = ["entry", "exit", "mobile", "general"];
const UNTIL_CLEARED = "Until you clear this site's data in your browser";

export function storageItems(brand: Brand): StorageItem[] {
  const host = schedulingHost(brand);
  return [
    {
      key: STORAGE_KEYS.cookieConsent,
      category: "essential",
      type: "Local storage",
      setBy: "Us",
      purpose: "Remembers your choice for analytics, marketing and functional storage, so the banner doesn't ask again.",
      lifetime: `${CONSENT_LIFETIME_DAYS} days, then we ask again`,
    },
    {
      key: STORAGE_KEYS.cookieConsentDate,
      category: "essential",
      type: "Local storage",
      setBy: "Us",
      purpose: "The date of your choice, so that it expires on time.",
      lifetime: `${CONSENT_LIFETIME_DAYS} days, then we ask again`,
    },
    {
      key: STORAGE_KEYS.region,
      category: "essential",
      type: "Local storage",
      setBy: "Us",
      purpose: "Remembers the region you picked (or the regional address you opened), so a later visit starts there.",
      lifetime: UNTIL_CLEARED,
    },
    {
      key: POPUP_KINDS.map((k) => STORAGE_KEYS.popupShown(k)).join(", "),
      category: "essential",
      type: "Local storage",
      setBy: "Us",
      purpose: "Remembers that a pop-up was shown, so it isn't shown again.",
      lifetime: UNTIL_CLEARED,
    },
    {
      key: POPUP_KINDS.map((k) => STORAGE_KEYS.popupDismissed(k)).join(", "),
      category: "essential",
      type: "Local storage",
      setBy: "Us",
      purpose: "Remembers that you closed a pop-up, so it stays closed.",
      lifetime: UNTIL_CLEARED,
    },
    {
      key: STORAGE_KEYS.attribution,
      category: "essential",
      type: "Session storage",
      setBy: "Us",
      purpose:
        "Remembers how this visit reached us (the first page you opened, the site that linked to it and any campaign tags in its address), so that an enquiry you send tells us which campaign brought it. It holds no identifier and is sent to us only with a form you send.",
      lifetime: "Until you close the browser tab",
    },
    {
      key: STORAGE_KEYS.attributionLanding,
      category: "essential",
      type: "Session storage",
      setBy: "Us",
      purpose:
        "Holds the address of the first page you opened and the site that linked to it for the moment until the record above is made, so that moving on quickly to another page does not lose it.",
      lifetime: "Until the record above is made, at most until you close the browser tab",
    },
    {
      key: STORAGE_KEYS.attribution,
      category: "marketing",
      type: "Local storage",
      setBy: "Us",
      purpose:
        "With marketing consent only: keeps the same record after the tab is closed, so an enquiry you send on a later visit is still credited to the ad or campaign that first brought you. Removed as soon as marketing consent is withdrawn.",
      lifetime: `${ATTRIBUTION_LIFETIME_DAYS} days from the visit it records`,
    },
    {
      key: "_ga",
      category: "analytics",
      type: "Cookie",
      setBy: "Google Analytics",
      purpose: "A random number that lets Google Analytics count returning visitors without knowing who they are.",
      lifetime: "2 years",
    },
    {
      key: "_ga_<container-id>",
      category: "analytics",
      type: "Cookie",
      setBy: "Google Analytics",
      purpose: "Keeps track of the current visit (session) for our Google Analytics property.",
      lifetime: "2 years",
    },
    {
      key: "lpv_<page number>",
      category: "analytics",
      type: "Cookie",
      setBy: "Us",
      purpose:
        "On a campaign page we are testing in two or more versions: which version you saw, so you see the same one when you come back and our comparison of the versions stays fair. It holds the version's short code and nothing about you. Set only with analytics consent, and removed when you withdraw it; without it, each page view shows a version drawn at random.",
      lifetime: `${VARIANT_COOKIE_DAYS} days`,
    },
    {
      key: "_gcl_au",
      category: "marketing",
      type: "Cookie",
      setBy: "Google Ads (through the Google tag)",
      purpose:
        "Links a visit from one of our Google ads to a later enquiry, so we can measure which ads work. Set only with marketing consent.",
      lifetime: "90 days",
    },
    {
      key: `Cookies of ${host}`,
      category: "functional",
      type: "Cookies",
      setBy: host,
      purpose: `Set by the scheduling service inside the booking widget on our contact page, only after you click to load it. See ${host}'s own cookie notice for the details.`,
      lifetime: `As set by ${host}`,
    },
  ];
}
