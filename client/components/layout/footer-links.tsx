import { Link } from "../../lib/region/region-link";
import { useCopy } from "../../lib/region/use-copy";
import type { FooterLink } from "../../lib/routing/page-route";

/** Every footer link and button is at least 24 px tall, a target a finger can hit (WCAG 2.2, 2.5.8). */
export const FOOTER_LINK = "inline-flex min-h-6 items-center";

/** A footer list's in-site links, one item each, labelled in the page's language. */
export function FooterLinkItems({ links }: { links: readonly FooterLink[] }) {
  const text = useCopy().footer;
  return links.map((l) => (
    <li key={l.to}>
      <Link to={l.to} className={`${FOOTER_LINK} hover:text-white`}>
        {text[l.label]}
      </Link>
    </li>
  ));
}
