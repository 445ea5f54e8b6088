/**
 * What a plain-HTML form post that failed comes back with: the page is rendered again
 * with the values the visitor sent, the errors per field and a message (docs/decisions/0003-leads.md).
 */
export interface FormState {
  formType: string;
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  message: string;
}
