import type { Brand } from "../shared/brand";
import type { FormState } from "../shared/form-state";
import type { RetentionPeriods } from "../shared/retention";
import type { ContentStatus } from "../shared/schemas/admin-content";

/**
 * Loader data of the root route: what every page needs from the server.
 * It is rendered once by the server and never reloaded in the browser.
 */
export interface RootData {
  brand: Brand;
  siteUrl: string;
  /** How long personal data is kept (RETENTION_*): the privacy policy states it. */
  retention: RetentionPeriods;
  /** Echo of a plain-HTML form post that failed validation (no-JavaScript path). */
  formState: FormState | null;
  /** Google tag ID (GA_MEASUREMENT_ID); absent: the tag is never requested. */
  gaMeasurementId?: string | null;
  /** Host patterns with the popups' development behaviour (docs/product-rules.md#development-hosts). */
  developmentHosts?: string[];
  /**
   * Signed form token of this render (docs/decisions/0014): in every plain form, and the
   * fallback of a script's post when a fresh one cannot be fetched.
   */
  formToken: string;
  /**
   * This render shows a staff member an entry's draft (server/content-preview.ts), which stands so
   * against what visitors see: the page says so.
   */
  draftPreview?: ContentStatus;
}
