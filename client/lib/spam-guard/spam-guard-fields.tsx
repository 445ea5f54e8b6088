import { useEffect, useState } from "react";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "../../../shared/schemas/spam";
import { useRootData } from "../../root-data-context";
import { useCopy } from "../region/use-copy";

/**
 * The hidden fields of every plain lead form (docs/decisions/0014):
 * - the honeypot `website`, out of sight, out of the tab order and hidden from
 *   assistive technology, so only a robot fills it in;
 * - the signed form token of this render;
 * - after hydration, the visit's attribution as flat fields. The server's HTML
 *   never holds them: a page must render the same with or without campaign tags
 *   (they are not part of the page cache's key), and without JavaScript the
 *   server reads the form page's address from the post's Referer instead.
 */
export function SpamGuardFields() {
  const { formToken } = useRootData();
  const copy = useCopy();
  const [attribution, setAttribution] = useState<Record<string, string>>({});
  useEffect(() => {
    let isMounted = true;
    void import("../attribution/attribution").then((m) => isMounted && setAttribution(m.attributionFieldsForForm()));
    return () => {
      isMounted = false;
    };
  }, []);
  return (
    <>
      <div className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden" aria-hidden="true">
        <label>
          {copy.common.honeypot}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      {Object.entries(attribution).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
