/** The one error shape every API answer uses (server/middleware/error-handler.ts). */
export interface ApiErrorBody {
  message: string;
  fieldErrors?: Record<string, string[]>;
}
