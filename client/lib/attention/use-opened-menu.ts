import { useEffect } from "react";
import { pageAttention } from "./page-attention";

/** Reports a menu or dialog the visitor opened for as long as `isOpen` holds (page-attention.ts). */
export function useOpenedMenu(isOpen: boolean): void {
  useEffect(() => (isOpen ? pageAttention.menuOpened() : undefined), [isOpen]);
}
