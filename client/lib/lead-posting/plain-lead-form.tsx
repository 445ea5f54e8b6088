import { useRegionalPath } from "../region/region-link";
import { SpamGuardFields } from "../spam-guard/spam-guard-fields";

// A plain lead form is a real <form method="post" action="/api/contacts"> whose inputs
// are named like the lead's fields, so it works without JavaScript
// (server/api/contacts.router.ts). With JavaScript the same inputs are read
// (post-lead.ts) and posted as JSON, so both ways carry the same lead.

/** Where the server's answer to a plain post returns to (server/api/form-post.ts); never part of the lead. */
export const RETURN_TO_FIELD = "returnTo";

/**
 * The hidden inputs of a plain lead form: where the answer returns to, the fields the
 * visitor does not type, and the context every lead carries (lead-context.ts).
 */
export function LeadHiddenFields({ returnTo, fields }: { returnTo: string; fields: Readonly<Record<string, string>> }) {
  // The answer returns to the form's page in the region it was sent from (docs/decisions/0016-regions-as-addresses.md).
  const regional = useRegionalPath();
  return (
    <>
      <input type="hidden" name={RETURN_TO_FIELD} value={regional(returnTo)} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SpamGuardFields />
    </>
  );
}
