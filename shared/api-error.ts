/** The one error shape every API answer uses (design.md). */
export interface ApiErrorBody {
  message: string;
  fieldErrors?: Record<string, string[]>;
}
