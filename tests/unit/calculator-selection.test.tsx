// @vitest-environment happy-dom
import { afterEach, expect, test } from "vitest";
import { useLayoutEffect } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { useLocation } from "react-router";
import { RouterProvider } from "react-router/dom";
import { createBrowserRouter } from "../../client/app/browser-router";
import { useCalculatorSelection } from "../../client/features/pricing-calculator/use-calculator-selection";
import { RootDataProvider } from "../../client/root-data-context";
import type { RootData } from "../../client/root-data";
import { parseSelection, selectionToParams, type Selection } from "../../shared/pricing/selection";
import type { AdsCampaignType } from "../../shared/pricing/price-list";

// The calculator keeps its selection in the address (client/features/pricing-calculator/
// use-calculator-selection.ts), telling its own writes from changes made outside with
// client/lib/routing/use-own-address-writes.ts, as the onboarding wizard does. The router writes each
// change in a transition of its own, which React renders after the change itself: on a slow phone a
// click can come between an address reaching the screen and the page noticing it. These tests let React's scheduler run between the changes as a slow page does
// (no act(), which would finish each change's every render before the next one starts).

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
let root: Root | null = null;
let disposeRouter = () => {};
afterEach(async () => {
  root?.unmount();
  root = null;
  disposeRouter();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

const adsWith = (types: AdsCampaignType[]): Selection => {
  const selection = parseSelection(new URLSearchParams("s=google-ads"));
  return { ...selection, ads: { ...selection.ads, types } };
};
const typesOf = (selection: Selection) => selection.ads.types.join("+");
const searchOf = (selection: Selection) => selectionToParams(selection).toString();

/** Lets React's scheduler and the router's transitions run until `done` holds. */
async function settle(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(done()).toBe(true);
}

/** Mounts the calculator's selection at `search`; returns what each commit showed, the addresses it rendered with, and how to change it. */
async function mountCalculator(search: string) {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const shown: string[] = [];
  const addresses: string[] = [];
  const api: { update?: (next: Selection) => void } = {};
  const arrivals = new Map<string, () => void>();
  function Calculator() {
    const [selection, update] = useCalculatorSelection();
    const address = useLocation().search.slice(1);
    api.update = update;
    useLayoutEffect(() => {
      shown.push(typesOf(selection));
      if (addresses.at(-1) !== address) addresses.push(address);
      arrivals.get(address)?.();
    });
    return null;
  }
  window.history.replaceState(null, "", `/pricing-calculator?${search}`);
  const router = createBrowserRouter([
    {
      path: "/pricing-calculator",
      element: (
        <RootDataProvider value={{ formState: null } as RootData}>
          <Calculator />
        </RootDataProvider>
      ),
    },
  ]);
  disposeRouter = () => router.dispose();
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  root.render(<RouterProvider router={router} />);
  await settle(() => shown.length > 0);
  /**
   * A visitor's change: on screen at once (a click is a discrete event). The router takes the new
   * address within microtasks and hands it to React in a transition, which React renders in a later
   * task: the change returns between the two, where a slow page's next click comes.
   */
  const change = async (next: Selection) => {
    flushSync(() => api.update!(next));
    for (let i = 0; i < 100 && router.state.location.search.slice(1) !== searchOf(next); i++) await Promise.resolve();
    expect(router.state.location.search.slice(1)).toBe(searchOf(next));
  };
  /**
   * Resolves when React commits `address`, in a microtask before that commit's effects run: the
   * moment a slow page's click can come between an address reaching the screen and the page noticing.
   */
  const arrival = (address: string) => new Promise<void>((resolve) => arrivals.set(address, resolve));
  return { shown, addresses, change, arrival, router };
}

test("two quick changes stay on screen while their addresses arrive late: the first never puts the second back", async () => {
  const start = adsWith(["search"]);
  const calculator = await mountCalculator(searchOf(start));
  const first = adsWith(["search", "pmax"]);
  const second = adsWith(["search", "pmax", "display"]);
  const firstArrives = calculator.arrival(searchOf(first));
  await calculator.change(first);
  await firstArrives;
  await calculator.change(second);
  // The box just ticked shows ticked at once, as the click leaves it.
  expect(calculator.shown.at(-1)).toBe("search+pmax+display");
  await settle(() => calculator.addresses.at(-1) === searchOf(second));
  expect(calculator.addresses).toEqual([searchOf(start), searchOf(first), searchOf(second)]);
  // From the second click on, the screen shows the second change, and nothing else.
  const fromSecond = calculator.shown.slice(calculator.shown.indexOf("search+pmax+display"));
  expect(fromSecond.every((types) => types === "search+pmax+display")).toBe(true);
});

test("a change back to the first choice while the detour's address arrives shows the first choice throughout", async () => {
  const start = adsWith(["search"]);
  const calculator = await mountCalculator(searchOf(start));
  const detour = adsWith(["search", "pmax"]);
  const detourArrives = calculator.arrival(searchOf(detour));
  await calculator.change(detour);
  await detourArrives;
  await calculator.change(start);
  expect(calculator.shown.at(-1)).toBe("search");
  await settle(() => calculator.addresses.length === 3);
  expect(calculator.addresses).toEqual([searchOf(start), searchOf(detour), searchOf(start)]);
  const fromChangeBack = calculator.shown.slice(calculator.shown.lastIndexOf("search+pmax") + 1);
  expect(fromChangeBack.every((types) => types === "search")).toBe(true);
});

test("an address from outside, after the page's own writes have arrived, shows its estimate", async () => {
  const start = adsWith(["search"]);
  const calculator = await mountCalculator(searchOf(start));
  const own = adsWith(["search", "pmax"]);
  await calculator.change(own);
  await settle(() => calculator.addresses.at(-1) === searchOf(own));
  // A link to a prefilled estimate on the same page.
  await calculator.router.navigate(`/pricing-calculator?${searchOf(adsWith(["youtube"]))}`);
  await settle(() => calculator.shown.at(-1) === "youtube");
});
