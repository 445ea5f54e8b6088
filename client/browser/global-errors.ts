// docs/product-rules.md#data-fetching: rejections caused by the network going away are expected and
// silent; everything else is logged so it can be found.
const SILENT_REJECTION = /Failed to fetch|NetworkError|Load failed|AbortError/;

export function installGlobalErrorHandlers(): void {
  window.addEventListener("unhandledrejection", (event) => {
    const reason: unknown = event.reason;
    const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
    if (SILENT_REJECTION.test(text)) {
      event.preventDefault();
      return;
    }
    console.error("Unhandled promise rejection", reason);
  });
  window.addEventListener("error", (event) => {
    console.error("Unhandled error", event.error ?? event.message);
  });
}
