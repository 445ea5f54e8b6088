import type { Delivery } from "../../../shared/schemas/delivery";
import { channelLabel, DeliveryStateBadge, deliveryTiming, resendLabel } from "./delivery-ui";
import { useResendDelivery } from "./use-resend-delivery";

/** The messages a lead causes (team email, visitor email, webhook...), each with "Send again". */
export function LeadDeliveries({ deliveries, isSpam }: { deliveries: Delivery[]; isSpam: boolean }) {
  const resend = useResendDelivery();
  return (
    <section className="card p-5" aria-labelledby="deliveries-heading">
      <h2 id="deliveries-heading" className="text-lg font-semibold text-slate-900">
        Deliveries
      </h2>
      {deliveries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          {isSpam ? "Nothing is sent while the lead is held as spam." : "Nothing is queued for this lead."}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {deliveries.map((delivery) => (
            <li key={delivery.id} className="py-3" aria-label={channelLabel(delivery.channel)}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-slate-900">{channelLabel(delivery.channel)}</span>
                <DeliveryStateBadge state={delivery.state} />
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {delivery.attempts === 1 ? "1 attempt" : `${delivery.attempts} attempts`} · {deliveryTiming(delivery)}
              </p>
              {delivery.lastError && (
                <p className="mt-1 break-words text-sm text-red-800">
                  <span className="font-medium">Last error:</span> {delivery.lastError}
                </p>
              )}
              <button
                type="button"
                className="btn btn-outline mt-2 min-h-9 px-3 py-1.5 text-sm"
                onClick={() => resend.mutate(delivery)}
                disabled={resend.isPending && resend.variables?.id === delivery.id}
              >
                {resendLabel(delivery)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
