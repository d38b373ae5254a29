import { useId, useReducer, useRef, useState } from "react";
import { Skeleton } from "../../../components/ui/Skeleton";
import { FailedToLoad } from "../../../components/ui/FailedToLoad";
import { useReturnFocus } from "../../../components/ui/returnFocus";
import { usePaymentMethods } from "../api/getPaymentMethods";
import { usePaymentChoice } from "../hooks/usePaymentChoice";
import { usePlaceOrder, type PlaceOrderCallbacks } from "../hooks/usePlaceOrder";
import { modeOf, REDIRECT_MODES } from "../paymentModes";
import { initialPaymentState, paymentReducer, PLACING_TEXT } from "../paymentReducer";
import { chosenSavedCard, chosenSavedPaypal, toCents } from "../rules";
import type { CardFields, Checkout, GiftCardAnswer } from "../types";
import type { CardFrameHandle } from "./CardFrame";
import { CardPanel } from "./CardPanel";
import { FrameDialog } from "./FrameDialog";
import { GiftCards } from "./GiftCards";
import { ChallengeDialog } from "./PaymentDialogs";
import { PaymentMethodList } from "./PaymentMethodList";
import { RedirectPanel } from "./RedirectPanel";
import { NEW_CARD } from "./SavedChoice";
import s from "../checkout.module.css";

/** The card fields of an answer without cardFields: the sandbox's page. */
const SANDBOX_FIELDS: CardFields = { provider: "sandbox" };
const sameFields = (a: CardFields | null, b: CardFields | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The payment section: the methods the cart may use as a radio list (an unavailable one with its
 * reason), each with its way to pay. Its state moves by paymentReducer; choosing a method is
 * usePaymentChoice, placing the order usePlaceOrder (one press of a pay button, one idempotency key).
 */
export function PaymentStep(props: { checkout: Checkout } & PlaceOrderCallbacks) {
  const { checkout, onCheckout, onRefresh, onOrderPlaced, onProblem } = props;
  const uid = useId();
  const cartKey = `${checkout.cart.hash}:${checkout.cart.total.value}:${checkout.balance?.value ?? ""}`;
  const methodsQ = usePaymentMethods(cartKey, true);
  // Where the card fields come from, as the last answer said (null: no answer yet). It stays while
  // the answer for a changed cart is read, so the fields are not remounted (nor the sandbox's page
  // framed in a live shop before the first answer).
  const [cardFields, setCardFields] = useState<CardFields | null>(null);
  const answeredFields = methodsQ.data ? (methodsQ.data.cardFields ?? SANDBOX_FIELDS) : null;
  if (answeredFields && !sameFields(answeredFields, cardFields)) setCardFields(answeredFields);
  const [state, dispatch] = useReducer(paymentReducer, checkout.paymentMode || null, initialPaymentState);
  const { chosen, saving, placing, placingText } = state;
  // The billing agreement flag the server last accepted for PayPal (null: not sent on this visit).
  const agreementSentRef = useRef<boolean | null>(null);
  const card = useRef<CardFrameHandle>(null);
  const dialogFocus = useReturnFocus();

  const methods = (methodsQ.data?.methods ?? []).filter((m) => {
    const mode = modeOf(m.id);
    if (!mode) return false;
    if (mode === "flypay" && methodsQ.data?.flypay === false) return false;
    return true;
  });
  const savedCards = checkout.signedIn ? (methodsQ.data?.savedCards ?? []) : [];
  const paypalSaved = checkout.signedIn ? (methodsQ.data?.paypalAccounts ?? []) : [];
  // The card that pays: a saved one (the default unless the shopper chose), or the card fields.
  const cardSource = savedCards.length > 0 ? chosenSavedCard(savedCards, state.cardChoice) : NEW_CARD;
  // PayPal: a saved account (paid by its billing agreement, without leaving the page), or PayPal's
  // page, where a signed-in customer may ask to save the account ("Save PayPal for faster checkout").
  const paypalSource = paypalSaved.length > 0 ? chosenSavedPaypal(paypalSaved, state.paypalChoice) : NEW_CARD;
  const offerPaypalSave = checkout.signedIn && paypalSource === NEW_CARD;
  const giftCards = checkout.giftCards ?? [];
  const left = checkout.balance?.value ?? checkout.cart.total.value;

  // A method chosen before (the checkout's paymentMode) that the cart may no longer use is dropped.
  const chosenMethod = chosen ? methods.find((x) => modeOf(x.id) === chosen) : undefined;
  const selected = chosenMethod && !chosenMethod.available ? null : chosen;

  const place = usePlaceOrder(
    { checkout, state, dispatch, card, cardSource, paypalSource, offerPaypalSave, agreementSentRef },
    props,
  );
  const { choose, choosePaypalSave } = usePaymentChoice({
    dispatch,
    agreementSentRef,
    resetPresses: place.resetPresses,
    onCheckout,
    onProblem,
  });

  const cardPays = selected === "card" || (selected === "giftcard" && giftCards.length > 0 && left > 0);
  // Place order (card) is pressable: Enter in the card fields presses it only then.
  const canPlaceByCard = placing === null && saving === null;
  const placeLabel = placing === "card" ? placingText || PLACING_TEXT : "Place order";

  return (
    <div className={s.payment}>
      {methodsQ.isPending ? (
        <Skeleton height={220} />
      ) : methodsQ.isError ? (
        <FailedToLoad what="the payment methods" onRetry={() => void methodsQ.refetch()} />
      ) : (
        <PaymentMethodList
          name={`${uid}-method`}
          methods={methods}
          selected={selected}
          saving={saving}
          disabled={placing !== null}
          onChoose={(mode) =>
            void choose(mode, selected, mode === "paypal" && offerPaypalSave && state.savePaypal)
          }
        />
      )}

      {selected === "giftcard" || giftCards.length > 0 ? (
        <GiftCards
          cards={giftCards}
          left={selected === "giftcard" ? left : 0}
          onProblem={onProblem}
          onAnswer={(a: GiftCardAnswer) => {
            if (a.giftCardDetails || a.balance) {
              onCheckout({
                ...checkout,
                giftCards: a.giftCardDetails?.splitCardSummaryDetailsList ?? checkout.giftCards,
                balance: a.balance ?? checkout.balance,
              });
            }
            onRefresh();
          }}
          onOrderPlaced={(url) => onOrderPlaced(url, false)}
          cardFields={cardFields}
        />
      ) : null}

      {cardPays && selected ? (
        <CardPanel
          uid={uid}
          cardRef={card}
          restLabel={selected === "giftcard" ? checkout.balance.formattedValue : null}
          savedCards={savedCards}
          cardSource={cardSource}
          cardFields={cardFields}
          signedIn={checkout.signedIn}
          saveCard={state.saveCard}
          placing={placing !== null}
          canPlace={canPlaceByCard}
          placeLabel={placeLabel}
          onCardChoice={(v) => {
            dispatch({ type: "cardChoice", value: v });
            place.resetPresses("card");
          }}
          onSaveCard={(on) => {
            dispatch({ type: "saveCard", on });
            place.resetPresses("card");
          }}
          onPlace={() => void place.payByCard()}
        />
      ) : null}

      {selected && REDIRECT_MODES.has(selected) ? (
        <RedirectPanel
          uid={uid}
          mode={selected}
          amount={checkout.balance.formattedValue}
          paypalSaved={paypalSaved}
          paypalSource={paypalSource}
          offerPaypalSave={offerPaypalSave}
          savePaypal={state.savePaypal}
          placing={placing === "redirect"}
          placingAny={placing !== null}
          busy={placing !== null || saving !== null}
          placingText={placingText}
          onPaypalChoice={(v) => {
            dispatch({ type: "paypalChoice", value: v });
            place.resetPresses("redirect");
          }}
          onSavePaypal={(on) => void choosePaypalSave(on)}
          onPlace={() => void place.payByRedirect(selected)}
        />
      ) : null}

      {selected === "applepay" ? (
        <div className={s.methodPanel}>
          <button
            type="button"
            className={`${s.applePayButton} ${s.placeOrder}`}
            disabled={placing !== null || saving !== null}
            onClick={() => {
              dialogFocus.remember();
              onProblem(null);
              dispatch({ type: "applePayOpened" });
            }}
            data-testid="place-order"
          >
            {placing === "applepay" ? placingText : "Pay with Apple Pay"}
          </button>
        </div>
      ) : null}

      <p className={s.placingStatus} role="status" aria-live="polite">
        {placing ? placingText : ""}
      </p>

      {state.challenge ? (
        <ChallengeDialog
          challenge={state.challenge}
          cardFields={cardFields}
          busy={state.challengeBusy}
          onDecide={(tcStatus) => void place.decideChallenge(tcStatus)}
          onMessage={(m) => void place.onChallenge(m)}
        />
      ) : null}
      {state.applePayOpen ? (
        <FrameDialog
          open
          title="Apple Pay"
          description={`Pay ${checkout.balance.formattedValue} to Wattle with Apple Pay.`}
          src={`/sandbox/applepay/sheet?${new URLSearchParams({ amount: String(toCents(left)), label: "Wattle" })}`}
          frameTitle="Apple Pay"
          busy={state.applePayBusy}
          onMessage={(m) => void place.onApplePay(m)}
          onDismiss={() => void place.onApplePay({ type: "applepay", status: "cancelled" })}
          onCloseAutoFocus={dialogFocus.onCloseAutoFocus}
          testId="applepay-dialog"
        />
      ) : null}
    </div>
  );
}
