import { isRouteErrorResponse } from "react-router";

// Route errors travel from the server to the browser inside the router data block.
// The format matches react-router's own (`__type` markers), so a 404 stays a
// RouteErrorResponse after hydration and the same boundary renders on both sides.

type SerializedError =
  | { __type: "RouteErrorResponse"; status: number; statusText: string; data: unknown; internal: boolean }
  | { __type: "Error"; message: string };

export function serializeErrors(errors: Record<string, unknown> | null): Record<string, SerializedError> | null {
  if (!errors) return null;
  const out: Record<string, SerializedError> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) {
      out[routeId] = {
        __type: "RouteErrorResponse",
        status: error.status,
        statusText: error.statusText,
        data: error.data,
        internal: Boolean((error as { internal?: boolean }).internal),
      };
    } else {
      // Never ship a server stack or internal message to the browser.
      out[routeId] = { __type: "Error", message: "Unexpected error" };
    }
  }
  return out;
}

export function deserializeErrors(errors: Record<string, SerializedError> | null | undefined): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, value] of Object.entries(errors)) {
    if (value.__type === "RouteErrorResponse") {
      // A plain object with these four fields is what isRouteErrorResponse() recognises.
      out[routeId] = { status: value.status, statusText: value.statusText, data: value.data, internal: value.internal };
    } else {
      const error = new Error(value.message);
      error.stack = "";
      out[routeId] = error;
    }
  }
  return out;
}
