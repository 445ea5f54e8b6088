// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { BlogImage } from "../../client/features/blog/blog-image";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function mount(element: React.ReactElement) {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() => root.render(element));
  return { img: () => container.querySelector("img")!, unmount: () => act(() => root.unmount()) };
}
const fail = (img: HTMLImageElement) => act(() => void img.dispatchEvent(new Event("error")));
const load = (img: HTMLImageElement) => act(() => void img.dispatchEvent(new Event("load")));

/** What the image element reports when React's effects run (happy-dom loads no images). */
function imageStatus(status: { complete: boolean; naturalWidth?: number }) {
  vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(status.complete);
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(status.naturalWidth ?? 0);
}

beforeEach(() => imageStatus({ complete: false }));
afterEach(() => vi.restoreAllMocks());

describe("blog images", () => {
  test("the server renders the image itself, visible, with its size and a 'loading' state", () => {
    const html = renderToStaticMarkup(
      <BlogImage unavailableAlt="Image not available" src="/images/blog/a.svg" alt="" width={1200} height={630} />,
    );
    expect(html).toContain('src="/images/blog/a.svg"');
    expect(html).toContain('width="1200"');
    expect(html).toContain('height="630"');
    expect(html).toContain('data-state="loading"');
    expect(html).not.toMatch(/opacity-0|hidden|display:\s*none/);
  });

  test("loading → loaded", () => {
    const { img, unmount } = mount(
      <BlogImage unavailableAlt="Image not available" src="/images/blog/a.svg" alt="Cover" width={1200} height={630} />,
    );
    expect(img().dataset.state).toBe("loading");
    load(img());
    expect(img().dataset.state).toBe("loaded");
    expect(img().getAttribute("alt")).toBe("Cover");
    unmount();
  });

  test("on errors: a warning each time, the fallback image, then the placeholder 'Image not available' at least 200 px high", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { img, unmount } = mount(<BlogImage unavailableAlt="Image not available" src="/images/blog/a.svg" alt="Cover" width={1200} />);
    fail(img());
    expect(img().getAttribute("src")).toBe("/images/blog/fallback-cover.svg");
    expect(img().dataset.state).toBe("loading");
    expect(img().getAttribute("alt")).toBe("Cover");
    fail(img());
    expect(img().getAttribute("src")).toBe("/images/blog/placeholder.svg");
    expect(img().getAttribute("alt")).toBe("Image not available");
    expect(img().style.minHeight).toBe("200px");
    load(img());
    expect(img().dataset.state).toBe("loaded");
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      "Image failed to load: /images/blog/a.svg",
      "Image failed to load: /images/blog/fallback-cover.svg",
    ]);
    unmount();
  });

  test("when even the placeholder fails the state is 'error', and a given height means no minimum", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { img, unmount } = mount(<BlogImage unavailableAlt="Image not available" src="" alt="" width={1200} height={630} />);
    // No image of its own: it starts with the fallback.
    expect(img().getAttribute("src")).toBe("/images/blog/fallback-cover.svg");
    fail(img());
    expect(img().style.minHeight).toBe("");
    fail(img());
    expect(img().dataset.state).toBe("error");
    expect(img().getAttribute("alt")).toBe("Image not available");
    unmount();
  });
});

describe("images that settled before the page hydrated", () => {
  test("a loaded one is marked loaded", () => {
    imageStatus({ complete: true, naturalWidth: 1200 });
    const { img, unmount } = mount(
      <BlogImage unavailableAlt="Image not available" src="/images/blog/a.svg" alt="" width={1200} height={630} />,
    );
    expect(img().dataset.state).toBe("loaded");
    expect(img().getAttribute("src")).toBe("/images/blog/a.svg");
    unmount();
  });

  test("a broken one starts the fallback chain although its error event was missed", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    imageStatus({ complete: true, naturalWidth: 0 });
    const { img, unmount } = mount(
      <BlogImage unavailableAlt="Image not available" src="/images/blog/a.svg" alt="" width={1200} height={630} />,
    );
    expect(warn).toHaveBeenCalledWith("Image failed to load: /images/blog/a.svg");
    // Every source looks broken here, so the chain runs to its end, once per source.
    expect(img().getAttribute("src")).toBe("/images/blog/placeholder.svg");
    expect(img().dataset.state).toBe("error");
    expect(warn).toHaveBeenCalledTimes(3);
    unmount();
  });
});
