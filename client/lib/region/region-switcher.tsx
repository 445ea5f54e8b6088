import ChevronDown from "lucide-react/icons/chevron-down";
import { useEffect, useRef, useState } from "react";
import { REGIONS, type RegionCode } from "../../../shared/constants";
import { regionInfo } from "../../../shared/content/regions";
import { useOpenedMenu } from "../attention/use-opened-menu";
import { Tooltip } from "../toasts/lazy-tooltip";
import { useRegion } from "./region-context";
import { RegionFlag } from "./region-flag";
import { useCopy } from "./use-copy";

/** The switcher is the header's, once on a page: a fixed id, since the header's HTML is kept between pages (client/app/site-shell.tsx). */
const LIST_ID = "region-list";

/**
 * The header's region choice: flag + name, a disclosure listing US, UK
 * and DE. Choosing one saves it and the page shows that region at once. Esc, a
 * click elsewhere or tabbing away closes the list; Esc and a choice return focus
 * to the button.
 */
export function RegionSwitcher() {
  const { region, setRegion } = useRegion();
  const text = useCopy().nav;
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A popup never opens over the open list (../attention/page-attention.ts).
  useOpenedMenu(isOpen);

  useEffect(() => {
    if (!isOpen) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const handlePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", handleKey);
    document.addEventListener("pointerdown", handlePointer);
    return () => {
      document.removeEventListener("keydown", handleKey);
      document.removeEventListener("pointerdown", handlePointer);
    };
  }, [isOpen]);

  const choose = (code: RegionCode) => {
    setRegion(code);
    setOpen(false);
    buttonRef.current?.focus();
  };

  const current = regionInfo[region];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the menu is not an interaction with this wrapper.
    <div
      ref={rootRef}
      className="relative"
      // Tabbing out of the list closes it, like a click elsewhere (that one is the pointerdown
      // listener's). Focus going nowhere does not: the button's hint mounts it anew once
      // (client/lib/toasts/lazy-tooltip.tsx), which blurs it without the visitor doing anything.
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (isOpen && next && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <Tooltip content={text.chooseRegion}>
        <button
          ref={buttonRef}
          type="button"
          className="btn btn-ghost gap-2 px-2.5"
          aria-expanded={isOpen}
          aria-controls={LIST_ID}
          onClick={() => setOpen((open) => !open)}
          data-testid="region-switcher"
        >
          <RegionFlag code={region} />
          <span className="sr-only">{text.regionLabel}</span>
          <span className="max-xl:sr-only">{current.name}</span>
          <ChevronDown size={14} strokeWidth={2} />
        </button>
      </Tooltip>
      <ul
        id={LIST_ID}
        hidden={!isOpen}
        aria-label={text.regions}
        className="absolute right-0 z-50 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {REGIONS.map((code) => (
          <li key={code}>
            <button
              type="button"
              lang={regionInfo[code].htmlLang}
              aria-pressed={code === region}
              onClick={() => choose(code)}
              className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 aria-pressed:bg-indigo-50 aria-pressed:font-semibold aria-pressed:text-indigo-700"
            >
              <RegionFlag code={code} />
              {regionInfo[code].name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
