import { useId } from "react";
import { describe, expect, test } from "vitest";
import { createStaticPartStore } from "../../server/ssr/static-part-html";

// server/ssr/static-part-html.ts: a static part's HTML is rendered once per key and content
// version, and never outlives the version it was rendered under.

function counter() {
  let renders = 0;
  function Part({ text }: { text: string }) {
    renders++;
    const id = useId();
    return <p id={id}>{text}</p>;
  }
  return { Part, renders: () => renders };
}

describe("the static parts' HTML store", () => {
  test("renders a part once per key while the content version stays, and gives the same HTML each time", () => {
    const store = createStaticPartStore();
    const { Part, renders } = counter();
    const first = store.atVersion("7").html("intro", "intro / a", () => <Part text="a" />, "part");
    const again = store.atVersion("7").html("intro", "intro / a", () => <Part text="a" />, "part");
    const other = store.atVersion("7").html("intro", "intro / b", () => <Part text="b" />, "part");
    expect(again).toBe(first);
    expect(first).toContain(">a</p>");
    expect(other).toContain(">b</p>");
    expect(renders()).toBe(2);
  });

  test("a new content version renders the part afresh", () => {
    const store = createStaticPartStore();
    const { Part, renders } = counter();
    expect(store.atVersion("7").html("intro", "k", () => <Part text="before" />, "part")).toContain("before");
    expect(store.atVersion("8").html("intro", "k", () => <Part text="after" />, "part")).toContain("after");
    expect(renders()).toBe(2);
  });

  test("a render under an older version than the store's is served but not kept", () => {
    const store = createStaticPartStore();
    const { Part, renders } = counter();
    const old = store.atVersion("7");
    store.atVersion("8").html("intro", "k", () => <Part text="new" />, "part");
    expect(old.html("intro", "k", () => <Part text="old" />, "part")).toContain("old");
    expect(store.atVersion("8").html("intro", "k", () => <Part text="unused" />, "part")).toContain("new");
    expect(renders()).toBe(2);
  });

  test("each part's ids carry its name, so parts rendered apart never repeat an id", () => {
    const store = createStaticPartStore().atVersion("1");
    const { Part } = counter();
    const a = store.html("hero", "a", () => <Part text="a" />, "part");
    const b = store.html("footer", "b", () => <Part text="b" />, "part");
    const idOf = (html: string | null) => /id="([^"]+)"/.exec(html ?? "")?.[1];
    expect(idOf(a)).toContain("hero-");
    expect(idOf(b)).toContain("footer-");
    expect(idOf(a)).not.toBe(idOf(b));
  });

  test("a draft preview's parts are rendered each time and never kept", () => {
    const store = createStaticPartStore();
    const { Part, renders } = counter();
    store.unkept.html("intro", "k", () => <Part text="draft" />, "part");
    expect(store.atVersion("1").html("intro", "k", () => <Part text="published" />, "part")).toContain("published");
    expect(renders()).toBe(2);
  });

  test("past its size the store starts again instead of growing", () => {
    const store = createStaticPartStore(2);
    const { Part, renders } = counter();
    const at = store.atVersion("1");
    for (const key of ["a", "b", "c", "a"]) at.html("part", key, () => <Part text={key} />, "part");
    // "c" filled a third place: the store started again with it, so "a" was rendered anew.
    expect(renders()).toBe(4);
  });

  test("a kind switched off to be measured (FAST_PATH_OFF) is not rendered apart: the page renders it in place", () => {
    const store = createStaticPartStore(10, { part: true, section: false });
    const { Part, renders } = counter();
    expect(store.atVersion("1").html("header", "k", () => <Part text="header" />, "section")).toBeNull();
    expect(store.unkept.html("header", "k", () => <Part text="header" />, "section")).toBeNull();
    expect(store.atVersion("1").html("intro", "k", () => <Part text="intro" />, "part")).toContain("intro");
    expect(renders()).toBe(1);
  });
});
