// /returns: the returns portal (docs/orders.md, "The shopper's pages"). The address finder is the account
// feature's, handed to the order feature here (a feature never imports another).
import { Link, useLocation } from "react-router";
import { useEnvironment } from "../../features/account/api/getEnvironment";
import { AddressFinder } from "../../features/account/components/AddressFinder";
import type { AddressFinderProps } from "../../components/forms/addressFinder";
import { ReturnsPortal } from "../../features/order/components/ReturnsPortal";
import { lookupFromQuery, lookupFromState } from "../../features/order/paths";
import { usePageTitle } from "../usePageTitle";
import o from "../../features/order/order.module.css";

function Finder(p: AddressFinderProps) {
  return <AddressFinder {...p} />;
}

export default function ReturnsPage() {
  usePageTitle("Return items");
  const location = useLocation();
  const env = useEnvironment();
  const finder = env.data?.features.singleLineAddressLookup ?? true;
  return (
    <div className="container">
      <div className={o.wide}>
        <h1>Return items</h1>
        <p className={o.lead}>
          Changed your mind? Send items back within 60 days of delivery or collection. Print your prepaid
          return label (we e-mail it too), drop the parcel at any Australia Post outlet, and we'll refund your
          original payment method within 3-5 business days of the items reaching us. Bought in store? Take the
          item and your <Link to="/help/refunds-returns">receipt barcode</Link> to any Wattle store.
        </p>
        <ReturnsPortal
          AddressFinder={Finder}
          finder={finder}
          initial={lookupFromState(location.state) ?? lookupFromQuery(location.search)}
        />
        <p className={o.note}>
          Gift cards, personalised items and pierced jewellery can't be returned for a change of mind. Read
          our <Link to="/help/refund-policy">refund policy</Link>.
        </p>
      </div>
    </div>
  );
}
