import type { AnchorHTMLAttributes } from "react";

/** A link that opens another site in a new tab without handing it our window. */
export function ExternalLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
