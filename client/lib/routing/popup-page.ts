/**
 * The page that hosts the entry, exit and mobile popups (docs/product-rules.md#popups), by its
 * route module's name, in every region. The app mounts them while this page is shown
 * (client/app/popup-layer.tsx) and the server preloads their code with it (server/ssr/asset-manifest.ts).
 */
export const LEAD_POPUPS_PAGE = "home";
