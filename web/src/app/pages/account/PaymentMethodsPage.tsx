import { Icon } from "../../../components/ui/Icon";
import { usePageTitle } from "../../usePageTitle";
import p from "./accountPages.module.css";

/** Payment methods: none can be saved yet (saving arrives with checkout), so the empty state. */
export default function PaymentMethodsPage() {
  usePageTitle("Payment methods");
  return (
    <section aria-labelledby="payment-title">
      <h1 id="payment-title">Payment methods</h1>
      <div className={p.empty} data-testid="payment-methods-empty">
        <div className={p.iconCircle}>
          <Icon name="card" />
        </div>
        <p>You have no saved payment methods. Cards and PayPal accounts you save at checkout appear here.</p>
      </div>
    </section>
  );
}
