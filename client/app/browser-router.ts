// react-router's router core for the browser, needed from a visitor's first navigation on
// (client/app/landing-router.ts). The client build bundles this module apart from the package's
// other files (scripts/client-build.ts, routerCoreApart), so the core stays out of the chunk
// every page hydrates with. Import the router core from here, never from the package.
// biome-ignore lint/style/noRestrictedImports: this is the one module the rule points to.
export { createBrowserRouter } from "react-router";
