// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";

// Where a change of page starts (client/app/start-at-top.ts): at the top, or at the element its
// fragment names, set before the new page is painted; the page a visit lands on keeps the
// browser's position. tests/e2e/loaded-machine.spec.ts holds it in a throttled browser.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let scrolls: string[];
let releaseSlowPage = () => {};

beforeEach(() => {
  scrolls = [];
  window.history.replaceState(null, "", "/");
  vi.spyOn(window, "scrollTo").mockImplementation(() => {
    // What was on screen when the scroll was made: the layout effect runs before the browser paints it.
    scrolls.push(`top while showing ${document.querySelector("h1")?.textContent ?? "nothing"}`);
  });
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolls.push(`#${this.id}`);
  };
});
/** Unmounted after each test: a root left mounted keeps React's scheduler busy after the file's DOM is gone (vitest.config.ts runs a worker's files one after another). */
const unmounts: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const unmount of unmounts.splice(0)) await unmount();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

const page = (title: string, extra?: ReactNode) => (
  <>
    <h1>{title}</h1>
    {extra}
  </>
);

/** A page load at `path`: the modules are evaluated afresh, as in a new document. */
async function startAt(path: string) {
  window.history.replaceState(null, "", path);
  vi.resetModules();
  const { act } = await import("react");
  const { createRoot } = await import("react-dom/client");
  const { Outlet, useNavigation } = await import("react-router");
  const { RouterProvider } = await import("react-router/dom");
  const { createBrowserRouter } = await import("../../client/app/browser-router");
  const { useStartAtTop } = await import("../../client/app/start-at-top");
  function Shell() {
    useStartAtTop();
    const navigation = useNavigation();
    return navigation.state === "loading" ? <h1>Skeleton</h1> : <Outlet />;
  }
  const router = createBrowserRouter([
    {
      path: "/",
      element: <Shell />,
      children: [
        { index: true, element: page("Home") },
        { path: "about", element: page("About") },
        { path: "legal", element: page("Legal", <section id="cookies">Cookies</section>) },
        {
          path: "slow",
          loader: () => new Promise<null>((resolve) => (releaseSlowPage = () => resolve(null))),
          element: page("Slow"),
        },
      ],
    },
  ]);
  const root = createRoot(document.body.appendChild(document.createElement("div")));
  unmounts.push(() => act(async () => root.unmount()));
  await act(async () => root.render(<RouterProvider router={router} />));
  return {
    go: (to: string) => act(async () => void router.navigate(to)),
    releaseSlowPage: () => act(async () => releaseSlowPage()),
  };
}

test("the landing page keeps the position the browser gave it", async () => {
  await startAt("/legal#cookies");
  expect(scrolls).toEqual([]);
});

test("another page starts at its top, the fragment's element when it names one", async () => {
  const app = await startAt("/");
  await app.go("/about");
  expect(scrolls).toEqual(["top while showing About"]);
  await app.go("/legal#cookies");
  expect(scrolls).toEqual(["top while showing About", "#cookies"]);
});

test("a new query on the same page keeps the place", async () => {
  const app = await startAt("/about");
  await app.go("/about?tab=team");
  expect(scrolls).toEqual([]);
});

test("a page that takes its time: its skeleton starts at the top, and the page again when it arrives", async () => {
  const app = await startAt("/about");
  await app.go("/slow");
  expect(scrolls).toEqual(["top while showing Skeleton"]);
  await app.releaseSlowPage();
  expect(scrolls).toEqual(["top while showing Skeleton", "top while showing Slow"]);
});
