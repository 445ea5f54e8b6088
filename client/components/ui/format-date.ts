// docs/product-rules.md#blog: long en-US dates on the featured card and articles, short ones on cards.
// The time zone is fixed so the server and the browser print the same day.
const long = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const short = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

export const formatLongDate = (iso: string) => long.format(new Date(iso));
export const formatShortDate = (iso: string) => short.format(new Date(iso));
