/**
 * Fields every lead carries besides its own form's, whichever way it is posted.
 * Both paths take them from withLeadContext: the JSON post (use-lead-post.ts) and
 * the hidden inputs of every plain form (LeadHiddenFields, plain-lead-form.tsx), so
 * a field added to leadContext travels with every form and popup at once. There
 * are none yet. A new one must also be known to the server: shared/schemas/lead.ts
 * (it refuses unknown fields) and, for the home form's plain post, the field list
 * in server/api/form-adapters.ts.
 */
export function leadContext(): Record<string, string> {
  return {};
}

/** The fields of a lead with the context every lead carries: the body of its JSON post, or the hidden inputs of its plain form. */
export function withLeadContext<T extends object>(fields: T): T {
  return { ...fields, ...leadContext() };
}
