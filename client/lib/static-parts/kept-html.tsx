import { type ReactElement, useContext } from "react";
import { useLocation } from "react-router";
import { useRootData } from "../../root-data-context";
import { keptHtml, StaticPartHtmlContext, type StaticPartHtml, useRenderApart, WRAPPER_CLASS } from "./static-part";

// A section the browser hydrates, whose server HTML is kept like a static part's
// (docs/decisions/0028-static-parts.md, "Kept sections"). The server renders it on its own once per
// address and content version and copies that HTML into later pages; the browser renders the same
// wrapper with the section as its children and hydrates them against that HTML, as it would
// against HTML React had just streamed. That holds only if the HTML is what React writes for the
// section in place, so a kept section must not call useId (its ids would be numbered from the
// section, not the page: the server's render here gives them the section's name as a prefix, so
// hydrating would fail loudly rather than attach to the wrong elements) and must render
// synchronously once its code is loaded. Nor may it hold what React hoists into the head (an eager
// image's preload, a stylesheet): rendered on its own, React writes that at the start of the
// section, where hydrating would meet an element the browser's render does not have.

/** Rendered into a kept section instead of the form token, which is then put in per page: it is the one thing in a section that differs from render to render. */
const FORM_TOKEN_MARK = "kept-section-form-token";

/** The section rendered in place: in the browser, and on the server when its HTML is not kept. */
function LiveSection({ name, children }: { name: string; children: ReactElement }) {
  return (
    <div data-kept-html={name} className={WRAPPER_CLASS}>
      {children}
    </div>
  );
}

function ServerKeptHtml({ name, server, children }: { name: string; server: StaticPartHtml; children: ReactElement }) {
  const root = useRootData();
  const { pathname, search } = useLocation();
  const apart = useRenderApart();
  // A form posted without script and refused comes back with the visitor's own values and errors: rendered in place, never kept.
  const kept = root.formState
    ? null
    : keptHtml(server, name, `${name} ${pathname}${search}`, () => apart(children, { ...root, formToken: FORM_TOKEN_MARK }), "section");
  if (kept === null) return <LiveSection name={name}>{children}</LiveSection>;
  const html = kept.replaceAll(FORM_TOKEN_MARK, () => root.formToken);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML React rendered from the section's own components (server/ssr/static-part-html.ts), with this page's form token.
  return <div data-kept-html={name} className={WRAPPER_CLASS} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The section `children` (its code already loaded, or it would render its fallback), named
 * `name` (unique on the site), with its server HTML kept per address and content version. It may
 * read the page's address, region, copy, root data and query cache.
 */
export function KeptHtml({ name, children }: { name: string; children: ReactElement }) {
  const server = useContext(StaticPartHtmlContext);
  if (server) {
    return (
      <ServerKeptHtml name={name} server={server}>
        {children}
      </ServerKeptHtml>
    );
  }
  return <LiveSection name={name}>{children}</LiveSection>;
}
