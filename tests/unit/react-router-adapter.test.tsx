// @vitest-environment happy-dom
import { act, type Context, createElement, type ReactElement, useContext } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import * as ReactRouter from "react-router";
import {
  createStaticHandler,
  createStaticRouter,
  // biome-ignore lint/style/noRestrictedImports: the test stands in for the app's router core with react-router's own, outside the client build.
  createMemoryRouter,
  type HydrationState,
  type RouteObject,
  type StaticHandlerContext,
  StaticRouterProvider,
  useBlocker,
  useLoaderData,
  useLocation,
  // biome-ignore lint/style/noRestrictedImports: react-router's own components are what the adapter must keep working.
  NavLink,
  // biome-ignore lint/style/noRestrictedImports: as above.
  useNavigate,
} from "react-router";
import { RouterProvider } from "react-router/dom";
import { afterEach, describe, expect, test, vi } from "vitest";
import { landingRouter } from "../../client/app/landing-router";
import { createRoutes } from "../../client/routes";
import { siteRoutes } from "../helpers/site-routes";
import {
  lazyPage,
  pageHandler,
  pageRouter,
  resolveLazyRoutes,
  staticContextOf,
  useRouterContextsApart,
} from "../../client/lib/routing/react-router-adapter";

// The contract of client/lib/routing/react-router-adapter.tsx: each thing the site assumes about
// react-router beyond its documented API, held to what it makes happen. After an upgrade of
// react-router, a broken assumption fails here, by name, and the adapter is the one file to mend
// (docs/decisions/0034-the-fast-path-held-by-tools.md).

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

/** Every React context react-router exports (under UNSAFE_ names), by name. */
const isContext = (value: unknown): value is Context<unknown> =>
  typeof value === "object" && value !== null && (value as { $$typeof?: symbol }).$$typeof === Symbol.for("react.context");
const routerContexts = Object.entries(ReactRouter as Record<string, unknown>).flatMap(([name, value]) =>
  name.startsWith("UNSAFE_") && isContext(value) ? [[name, value] as const] : [],
);

const readAll = () => new Map(routerContexts.map(([name, context]) => [name, useContext(context)]));

/** The server's render of `routes` at `path`: the handler's context and the HTML StaticRouterProvider writes. */
async function serverRender(routes: RouteObject[], path: string) {
  const handler = createStaticHandler(routes);
  const context = (await handler.query(new Request(`http://localhost${path}`))) as StaticHandlerContext;
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
  return { context, html };
}

describe("an element rendered apart (a static part's or a kept section's HTML)", () => {
  test("reads every context react-router provides in place, with the same value", async () => {
    expect(routerContexts.length).toBeGreaterThan(5);
    let inPlace = new Map<string, unknown>();
    let apart = new Map<string, unknown>();
    function Apart() {
      apart = readAll();
      return null;
    }
    function Page() {
      inPlace = readAll();
      const wrap = useRouterContextsApart();
      renderToString(wrap(<Apart />));
      return null;
    }
    await serverRender(
      [{ id: "root", path: "/", children: [{ id: "page", path: "services", loader: () => ({ n: 1 }), Component: Page }] }],
      "/services",
    );
    const missing = routerContexts.map(([name]) => name).filter((name) => apart.get(name) !== inPlace.get(name));
    expect(
      missing,
      "contexts useRouterContextsApart does not pass on (client/lib/routing/react-router-adapter.tsx ROUTER_CONTEXTS)",
    ).toEqual([]);
  });

  test("renders links, matches and loader data as the page does in place", async () => {
    // Loader data reaches a part as props: react-router's route id context is not exported.
    function Links({ title }: { title: string }) {
      return (
        <p>
          {title} at {useLocation().pathname}: <NavLink to="/services">services</NavLink> <NavLink to="/about">about</NavLink>
        </p>
      );
    }
    let apartHtml = "";
    function Page() {
      const { title } = useLoaderData() as { title: string };
      const wrap = useRouterContextsApart();
      apartHtml = renderToString(wrap(<Links title={title} />));
      return <Links title={title} />;
    }
    const { html } = await serverRender(
      [{ id: "root", path: "/", children: [{ id: "page", path: "services", loader: () => ({ title: "Services" }), Component: Page }] }],
      "/services",
    );
    expect(apartHtml).toContain('aria-current="page"');
    expect(html).toContain(apartHtml);
  });
});

describe("the page's router in the browser (pageRouter), built from its data block", () => {
  const routes = (): RouteObject[] => [
    {
      id: "root",
      path: "/",
      Component: () => <ReactRouter.Outlet />,
      children: [{ id: "study", path: "case-studies/:slug", loader: ({ params }) => ({ slug: params.slug }), Component: Study }],
    },
  ];
  function Study() {
    const { slug } = useLoaderData() as { slug: string };
    return (
      <h1>
        {slug} <NavLink to="/case-studies/other">other</NavLink>
      </h1>
    );
  }

  test("has every field of the static handler's context the server renders with", async () => {
    const { context } = await serverRender(routes(), "/case-studies/koala?x=1");
    const built = staticContextOf(routes(), "/case-studies/koala?x=1", { loaderData: context.loaderData });
    const lacking = Object.keys(context).filter((key) => !(key in built));
    expect(lacking, "fields staticContextOf does not set (client/lib/routing/react-router-adapter.tsx)").toEqual([]);
  });

  test("renders what the server rendered, and matches other addresses", async () => {
    const { context, html } = await serverRender(routes(), "/case-studies/koala");
    const hydration: HydrationState = { loaderData: context.loaderData, actionData: null, errors: null };
    const router = pageRouter(routes(), "/case-studies/koala", hydration);
    const browserContext = staticContextOf(routes(), "/case-studies/koala", hydration);
    expect(renderToString(<StaticRouterProvider router={router} context={browserContext} hydrate={false} />)).toBe(html);
    expect(router.state.location.pathname).toBe("/case-studies/koala");
    expect(router.state.matches.map((m) => m.route.id)).toEqual(["root", "study"]);
    expect(router.match?.("/case-studies/other")?.map((m) => `${m.route.id} ${m.params.slug}`)).toEqual(["root other", "study other"]);
  });
});

describe("RouterProvider over a router that hands over at the first navigation (standInRouter)", () => {
  function Home() {
    const navigate = useNavigate();
    return (
      <main>
        <h1>Home</h1>
        <button type="button" onClick={() => void navigate("/about")}>
          About
        </button>
        <NavLink to="/contact">Contact</NavLink>
      </main>
    );
  }
  const routes = (): RouteObject[] => [
    { id: "home", path: "/", Component: Home },
    { id: "about", path: "/about", Component: () => <h1>About</h1> },
    { id: "contact", path: "/contact", Component: () => <h1>Contact</h1> },
  ];

  /** The landed page hydrated from the server's HTML, with a core that is a memory router at the landing address. */
  async function landOnHome() {
    const hydration = { loaderData: {}, actionData: null, errors: null };
    const landed = pageRouter(routes(), "/", hydration);
    const { html } = await serverRender(routes(), "/");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const core = createMemoryRouter(routes(), { initialEntries: ["/"], hydrationData: hydration });
    // How many of the core's subscriptions are live: RouterProvider's, whether made before the core came or after.
    const listening = { count: 0 };
    const subscribe = core.subscribe.bind(core);
    vi.spyOn(core, "subscribe").mockImplementation((listener) => {
      listening.count++;
      const stop = subscribe(listener);
      return () => {
        listening.count--;
        stop();
      };
    });
    const takeOver = vi.fn(async () => core);
    const router = landingRouter(landed, takeOver);
    const errors = vi.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router} />);
    });
    return { container, router, takeOver, listening, errors };
  }

  test("hydrates the landed page without the router core, reading no member the static router refuses", async () => {
    const { container, takeOver, errors } = await landOnHome();
    expect(container.querySelector("h1")?.textContent).toBe("Home");
    expect(container.querySelector("a")?.getAttribute("href")).toBe("/contact");
    expect(takeOver).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  test("a navigation from the first render's hooks goes through the core once it has come, and the page follows it", async () => {
    const { container, takeOver, listening, errors } = await landOnHome();
    await act(async () => container.querySelector("button")!.click());
    await vi.waitFor(() => expect(container.querySelector("h1")?.textContent).toBe("About"));
    expect(takeOver).toHaveBeenCalledTimes(1);
    // RouterProvider's subscription, made before the core came, was handed to the core, and ended when it subscribed again.
    expect(listening.count).toBe(1);
    expect(errors).not.toHaveBeenCalled();
  });

  test("a link rendered before the hand-over navigates in place through the app's router", async () => {
    const { container, takeOver, errors } = await landOnHome();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    await act(async () => container.querySelector("a")!.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(container.querySelector("h1")?.textContent).toBe("Contact"));
    expect(takeOver).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
  });

  test("the state RouterProvider reads stays one object until the page changes", async () => {
    const { router } = await landOnHome();
    expect(router.state).toBe(router.state);
  });

  test("a blocker registered before the hand-over holds the first navigation, and lets it go on when told", async () => {
    function Editor() {
      const navigate = useNavigate();
      const blocker = useBlocker(true);
      return (
        <main>
          <h1>Editor</h1>
          <p>{blocker.state}</p>
          <button type="button" onClick={() => void navigate("/about")}>
            About
          </button>
          <button type="button" onClick={() => blocker.proceed?.()}>
            Leave
          </button>
        </main>
      );
    }
    const editorRoutes = (): RouteObject[] => [
      { id: "editor", path: "/", Component: Editor },
      { id: "about", path: "/about", Component: () => <h1>About</h1> },
    ];
    const hydration = { loaderData: {}, actionData: null, errors: null };
    const { html } = await serverRender(editorRoutes(), "/");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const core = createMemoryRouter(editorRoutes(), { initialEntries: ["/"], hydrationData: hydration });
    const router = landingRouter(pageRouter(editorRoutes(), "/", hydration), async () => core);
    const errors = vi.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router} />);
    });
    expect(container.querySelector("p")?.textContent).toBe("unblocked");
    const [about, leave] = container.querySelectorAll("button");
    await act(async () => about!.click());
    await vi.waitFor(() => expect(container.querySelector("p")?.textContent).toBe("blocked"));
    expect(container.querySelector("h1")?.textContent).toBe("Editor");
    await act(async () => leave!.click());
    await vi.waitFor(() => expect(container.querySelector("h1")?.textContent).toBe("About"));
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("lazy page routes", () => {
  const page = (title: string) => async () => ({ Component: () => <h1>{title}</h1>, handle: { title } });

  test("react-router empties a lazy object once it has loaded it, so each route needs one of its own (lazyPage)", async () => {
    const shared = lazyPage(page("Shared"));
    const first = await serverRender([{ id: "a", path: "/", lazy: shared }], "/");
    expect(first.html).toContain("Shared");
    expect(Object.values(shared).every((load) => load === undefined)).toBe(true);
    // A second handler over a route with the same object finds nothing left to load: no page there.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const second = await serverRender([{ id: "a", path: "/", lazy: shared }], "/");
    expect(second.html).not.toContain("Shared");
    // Made afresh per route, as client/routes.tsx does, each handler loads its own.
    const load = page("Own");
    for (const _ of [1, 2]) expect((await serverRender([{ id: "a", path: "/", lazy: lazyPage(load) }], "/")).html).toContain("Own");
  });

  test("routes resolved before hydrating give a router that starts initialized, rendering the page at once", async () => {
    const routes: RouteObject[] = [{ id: "a", path: "/", lazy: lazyPage(page("Landed")) }];
    await resolveLazyRoutes(routes, "/");
    expect(routes[0]!.lazy).toBeUndefined();
    const router = createMemoryRouter(routes, { initialEntries: ["/"], hydrationData: { loaderData: {} } });
    expect(router.state.initialized).toBe(true);
    const html = renderToString(createElement(RouterProvider, { router }) as ReactElement);
    expect(html).toContain("Landed");
  });
});

describe("the server's handler, matching by route pattern (pageHandler)", () => {
  // The site's own table without its loaders and pages: what is compared is the matching alone.
  const bare = (routes: RouteObject[]): RouteObject[] =>
    routes.map(
      (route) => ({ ...route, loader: undefined, lazy: undefined, children: route.children && bare(route.children) }) as RouteObject,
    );
  const table = () => bare(createRoutes({ api: {} as never, queryClientFor: () => ({}) as never }));
  const prefixed = siteRoutes.flatMap(({ path }) => [path, `/uk${path === "/" ? "" : path}`, `/de${path}`]);
  // Addresses a visitor or a crawler may type that no walk lists: unknown, cased, slashed, encoded, with ids.
  const typed = [
    "/nope",
    "/blog/nope/deeper",
    "/ABOUT",
    "/About/",
    "/about//",
    "/de",
    "/uk/",
    "/case-studies/koala%20digital",
    "/case-studies/a%2Fb",
    "/de/lp/beispiel",
    "/lp/example?kw=dentists",
    "/admin/leads/42",
    "/admin/content/case-study/7",
    "/newsletter/confirm/some-token",
    "/fr/about",
    "/admin/leads//",
    "/admin//",
    "/admin/leads/",
    "//about",
    "/admin//leads",
    "/de//services/seo",
  ];

  // The one difference: the default matcher reads a path ending in two slashes or more as ending in
  // one, route patterns find nothing there. No public page reaches the handler so (it moves to its
  // one address first, server/app.ts); a staff address typed so answers the not-found page.
  const endsInSlashes = /\/\/+$/;

  test("gives every address the routes, parameters and status react-router's default matcher gives", async () => {
    const routes = table();
    const byDefault = createStaticHandler(routes);
    const byPattern = pageHandler(table());
    const seen = (context: StaticHandlerContext | Response) =>
      context instanceof Response
        ? { response: context.status }
        : { status: context.statusCode, matches: context.matches.map((m) => [m.route.id, m.params, m.pathname]) };
    const differing: string[] = [];
    for (const path of [...new Set([...prefixed, ...typed])]) {
      const request = () => new Request(`http://localhost${path}`);
      const expected = seen(await byDefault.query(request()));
      const got = seen(await byPattern.query(request()));
      if (endsInSlashes.test(path)) expect(got, path).toEqual({ status: 404, matches: [["root", {}, ""]] });
      else if (JSON.stringify(got) !== JSON.stringify(expected))
        differing.push(`${path}: ${JSON.stringify(got)} instead of ${JSON.stringify(expected)}`);
    }
    expect(prefixed.length).toBeGreaterThan(100);
    expect(
      differing,
      "addresses the route-pattern matcher matches otherwise (client/lib/routing/react-router-adapter.tsx pageHandler)",
    ).toEqual([]);
  });
});
