import { type ComponentType, createContext, type ReactElement, useContext, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { ApiContext } from "../../api/api-context";
import { QueryCacheContext } from "../../api/query-cache";
import { RootDataContext } from "../../root-data-context";
import type { RootData } from "../../root-data";
import { useHydrating } from "../hydration/use-hydrating";
import { loadOnce } from "./load-once";
import { useRouterContextsApart } from "../routing/react-router-adapter";
import { builtWith } from "../fast-path-switches";

// A static part is a stretch of a page with nothing to answer but links: it is HTML, and the
// browser need not hydrate it (docs/decisions/0028-static-parts.md). The server renders it once
// per address, props and content version and reuses that HTML; the browser, hydrating the page
// it landed on, keeps the server's HTML and never loads the part's code. Rendered in the browser
// (a client navigation, or new props), the part is an ordinary component from its own chunk.
// Its links are followed by client/lib/static-parts/static-part-links.ts, its booking links kept
// current by client/lib/booking/booking-links-current.ts.

/** A static part, or a kept section (./kept-html.tsx): both are rendered apart and kept the same way. */
export type KeptKind = "part" | "section";

/**
 * The server's side: part or section `name`'s HTML for `key`, rendered from `element` when not
 * kept (server/ssr/static-part-html.ts); null when this kind is rendered in place instead (its
 * mechanism switched off to be measured, shared/fast-path-switches.ts). It throws when that render
 * cannot finish at once.
 */
export interface StaticPartHtml {
  html(name: string, key: string, element: () => ReactElement, kind: KeptKind): string | null;
}

/**
 * Part or section `name`'s kept HTML, or null when it cannot be rendered apart yet: the first
 * render after a start may meet code inside it that is still loading (the header's links inside
 * the kept header), which only the page's own render can wait for. The caller then renders it in
 * place, where an error of its own is met again and handled as anywhere on the page.
 */
export function keptHtml(server: StaticPartHtml, name: string, key: string, element: () => ReactElement, kind: KeptKind): string | null {
  try {
    return server.html(name, key, element, kind);
  } catch {
    return null;
  }
}

export const StaticPartHtmlContext = createContext<StaticPartHtml | null>(null);

/**
 * The server's side: wraps an element in the contexts the page's render has here, so that it can
 * be rendered on its own (a static part, or a kept section's HTML, ./kept-html.tsx) and read the
 * page's address, region, copy, root data and query cache as it would in place. `rootData`
 * replaces the page's root data in that render.
 */
export function useRenderApart(): (element: ReactElement, rootData?: RootData | null) => ReactElement {
  const root = useContext(RootDataContext);
  const inRouter = useRouterContextsApart();
  const contexts = [
    // Static parts inside a kept section (the header's links) are kept parts there too.
    [StaticPartHtmlContext, useContext(StaticPartHtmlContext)],
    [ApiContext, useContext(ApiContext)],
    [QueryCacheContext, useContext(QueryCacheContext)],
  ] as const;
  return (element, rootData = root) =>
    inRouter(
      contexts.reduceRight<ReactElement>(
        (child, [Context, value]) => (
          <Context.Provider key="context" value={value as never}>
            {child}
          </Context.Provider>
        ),
        <RootDataContext.Provider value={rootData}>{element}</RootDataContext.Provider>,
      ),
    );
}

/** The element every part and kept section is wrapped in, on both sides: it adds no box of its own. */
export const WRAPPER_CLASS = "contents";
/** Hydrating, the wrapper keeps the server's HTML: React hydrates no children under inner HTML. */
const KEEP_SERVER_HTML = { __html: "" };

/**
 * A part named `name` (unique on the site), drawn by the component `load` resolves to from
 * `props` (plain data: they are its cache key), the page's address, region and copy, and the
 * query cache, whose content the content version keys. The route's loader data comes as props:
 * react-router's route id is not passed on to the part's own render.
 */
export function defineStaticPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): (props: P) => ReactElement {
  /** The part's code (its own chunk), loaded once. */
  const { preload, loadedOrSuspend } = loadOnce(load);

  function ServerPart({ props, server }: { props: P; server: StaticPartHtml }) {
    const apart = useRenderApart();
    const Component = loadedOrSuspend();
    const { pathname } = useLocation();
    const html = keptHtml(server, name, `${name} ${pathname} ${JSON.stringify(props)}`, () => apart(<Component {...props} />), "part");
    if (html === null) {
      return (
        <div data-static-part={name} className={WRAPPER_CLASS}>
          <Component {...props} />
        </div>
      );
    }
    // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML React rendered from this part's own components (server/ssr/static-part-html.ts).
    return <div data-static-part={name} className={WRAPPER_CLASS} dangerouslySetInnerHTML={{ __html: html }} />;
  }

  function BrowserPart({ props }: { props: P }) {
    const hydrating = useHydrating();
    // What the server keys the part's HTML on: the address (region, language) and the props.
    const key = `${useLocation().pathname} ${JSON.stringify(props)}`;
    // Kept from hydration until the address or the props change; then live as soon as the code is here.
    const [keptKey, setKeptKey] = useState(() => (hydrating && builtWith("parts-in-browser") ? key : null));
    useEffect(() => {
      if (keptKey === null || keptKey === key) return;
      let current = true;
      void preload().then(() => {
        if (current) setKeptKey(null);
      });
      return () => {
        current = false;
      };
    }, [keptKey, key]);
    if (keptKey !== null) {
      return (
        <div
          key="kept"
          data-static-part={name}
          className={WRAPPER_CLASS}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, which React never writes while hydrating: the server's HTML stays.
          dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        />
      );
    }
    // Rendered in the browser, the part suspends until its chunk is here: in a navigation
    // (a transition) the old page stays up meanwhile.
    const Component = loadedOrSuspend();
    return (
      <div key="live" data-static-part={name} className={WRAPPER_CLASS}>
        <Component {...props} />
      </div>
    );
  }

  function Part(props: P) {
    const server = useContext(StaticPartHtmlContext);
    return server ? <ServerPart props={props} server={server} /> : <BrowserPart props={props} />;
  }
  return Part;
}
