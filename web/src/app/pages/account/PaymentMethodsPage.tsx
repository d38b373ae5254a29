import { useRef, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { Notice } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { FailedToLoad } from "../../../components/ui/FailedToLoad";
import { Icon } from "../../../components/ui/Icon";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useReturnFocus } from "../../../components/ui/returnFocus";
import d from "../../../components/ui/dialog.module.css";
import { useAccountGate } from "../../../features/account/components/AccountGate";
import { genericMessage } from "../../../features/account/messages";
import { removeSavedCard } from "../../../features/checkout/api/deleteSavedCard";
import {
  PAYMENT_METHODS_URL,
  savedPaymentsQuery,
  useSavedPayments,
} from "../../../features/checkout/api/getPaymentMethods";
import { unlinkPaypal } from "../../../features/checkout/api/unlinkPaypal";
import { makeSavedCardDefault } from "../../../features/checkout/api/updateSavedCard";
import { cardExpired, cardName, savedCardName } from "../../../features/checkout/rules";
import type { PayPalAccount, PaymentMethods, SavedCard } from "../../../features/checkout/types";
import { usePageTitle } from "../../usePageTitle";
import { useAccountError } from "./useAccountError";
import p from "./accountPages.module.css";

const TITLE_ID = "payment-title";
const cardTitleId = (c: SavedCard) => `saved-card-${c.paydockSourceId}`;
const paypalTitleId = (a: PayPalAccount) => `saved-paypal-${a.paymentInfoId}`;
const NOT_FOUND = "ERR_PAYMENT_METHOD_NOT_FOUND";

type Removal = { kind: "card"; card: SavedCard } | { kind: "paypal"; account: PayPalAccount };

const removalName = (r: Removal) =>
  r.kind === "card" ? savedCardName(r.card) : `PayPal account ${r.account.email}`;

/**
 * Payment methods: the cards and PayPal accounts saved at checkout (getPaymentMethods), each card
 * made the default or removed, each PayPal account unlinked, after a confirmation. What happened is
 * said in a live region, and focus goes to the next method (or the heading) when one is removed.
 */
export default function PaymentMethodsPage() {
  usePageTitle("Payment methods");
  const client = useQueryClient();
  const gate = useAccountGate();
  const list = useSavedPayments();
  useAccountError(list.error);
  const makeDefault = useMutation({ mutationFn: makeSavedCardDefault });
  const remove = useMutation({
    mutationFn: (r: Removal) =>
      r.kind === "card" ? removeSavedCard(r.card.paydockSourceId) : unlinkPaypal(r.account.paymentInfoId),
  });
  const [toRemove, setToRemove] = useState<Removal | null>(null);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const removeFocus = useReturnFocus();
  // Where focus goes when the dialog closes after a removal (the removed method's button is gone).
  const focusAfter = useRef<string | null>(null);

  const cards = list.data?.cards ?? [];
  const paypal = list.data?.paypal ?? [];
  const refresh = () => client.invalidateQueries({ queryKey: [PAYMENT_METHODS_URL] });

  const focusById = (id: string) =>
    requestAnimationFrame(() => document.getElementById(id)?.focus({ preventScroll: false }));

  const fail = (err: unknown) => {
    if (gate.handleError(err)) return;
    setMessage({ tone: "error", text: genericMessage(err) });
  };

  /** The title that takes focus once `r` is gone: the next method, the one before, or the heading. */
  function neighbourOf(r: Removal): string {
    const ids = [...cards.map(cardTitleId), ...paypal.map(paypalTitleId)];
    const gone = r.kind === "card" ? cardTitleId(r.card) : paypalTitleId(r.account);
    const i = ids.indexOf(gone);
    return ids[i + 1] ?? ids[i - 1] ?? TITLE_ID;
  }

  /** Takes a removed method off the cached list at once; the refetch that follows confirms it. */
  function dropFromList(r: Removal) {
    client.setQueryData(savedPaymentsQuery().queryKey, (old: PaymentMethods | undefined) =>
      old
        ? {
            ...old,
            savedCards:
              r.kind === "card"
                ? (old.savedCards ?? []).filter((c) => c.paydockSourceId !== r.card.paydockSourceId)
                : old.savedCards,
            paypalAccounts:
              r.kind === "paypal"
                ? (old.paypalAccounts ?? []).filter((a) => a.paymentInfoId !== r.account.paymentInfoId)
                : old.paypalAccounts,
          }
        : old,
    );
  }

  function confirmRemoval() {
    const r = toRemove;
    if (!r) return;
    const name = removalName(r);
    const removed = () => {
      focusAfter.current = neighbourOf(r);
      dropFromList(r);
      void refresh();
    };
    remove.mutate(r, {
      onSuccess: () => {
        removed();
        setMessage({ tone: "success", text: r.kind === "card" ? `${name} removed.` : `${name} unlinked.` });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === NOT_FOUND) {
          // Gone already (another tab or device): the list catches up.
          removed();
          setMessage({ tone: "success", text: `${name} had already been removed.` });
          return;
        }
        fail(err);
      },
      onSettled: () => setToRemove(null),
    });
  }

  function makeCardDefault(c: SavedCard) {
    setMessage(null);
    makeDefault.mutate(c.paydockSourceId, {
      onSuccess: async () => {
        client.setQueryData(savedPaymentsQuery().queryKey, (old: PaymentMethods | undefined) =>
          old
            ? {
                ...old,
                savedCards: (old.savedCards ?? []).map((x) => ({
                  ...x,
                  isDefault: x.paydockSourceId === c.paydockSourceId,
                })),
              }
            : old,
        );
        setMessage({ tone: "success", text: `${savedCardName(c)} is now your default card.` });
        // Its "Make default" button is gone: focus stays with the card.
        focusById(cardTitleId(c));
        await refresh();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === NOT_FOUND) {
          void refresh();
          setMessage({ tone: "error", text: `${savedCardName(c)} is no longer saved.` });
          return;
        }
        fail(err);
      },
    });
  }

  const askRemove = (r: Removal) => {
    setMessage(null);
    removeFocus.remember();
    setToRemove(r);
  };

  return (
    <section aria-labelledby={TITLE_ID}>
      <h1 id={TITLE_ID} tabIndex={-1}>
        Payment methods
      </h1>
      <div aria-live="polite" aria-atomic="true" data-testid="payment-methods-message">
        {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      </div>
      {list.isPending ? (
        <Skeleton height={160} />
      ) : list.isError ? (
        <FailedToLoad what="your payment methods" onRetry={() => void list.refetch()} />
      ) : cards.length === 0 && paypal.length === 0 ? (
        <div className={p.empty} data-testid="payment-methods-empty">
          <div className={p.iconCircle}>
            <Icon name="card" />
          </div>
          <p>
            You have no saved payment methods. Cards and PayPal accounts you save at checkout appear here.
          </p>
        </div>
      ) : (
        <>
          {cards.length > 0 ? (
            <section aria-labelledby="saved-cards-title" className={p.methodGroup}>
              <h2 id="saved-cards-title">Cards</h2>
              <ul className={p.addresses} data-testid="saved-card-list">
                {cards.map((c) => {
                  const name = savedCardName(c);
                  const expired = cardExpired(c.expiry);
                  return (
                    <li
                      key={c.paydockSourceId}
                      className={`${p.address} ${c.isDefault ? p.addressDefault : ""}`}
                      data-testid="saved-card"
                    >
                      <div className={p.methodHead}>
                        <span className={p.brand} aria-hidden="true">
                          {cardName(c.cardType)}
                        </span>
                        {c.isDefault ? (
                          <span className={p.tag}>
                            <Icon name="check" size={14} /> Default card
                          </span>
                        ) : null}
                      </div>
                      <h3 id={cardTitleId(c)} tabIndex={-1} className={p.methodTitle}>
                        {name}
                      </h3>
                      <p className={expired ? p.expired : p.muted}>
                        {expired ? `Expired ${c.expiry}` : `Expires ${c.expiry}`}
                      </p>
                      <div className={p.addressActions}>
                        {!c.isDefault && !expired ? (
                          <button
                            type="button"
                            className={buttonClass("secondary")}
                            disabled={makeDefault.isPending}
                            onClick={() => makeCardDefault(c)}
                          >
                            Make default<span className="visually-hidden">: {name}</span>
                          </button>
                        ) : null}
                        <button
                          type="button"
                          className={buttonClass("ghost")}
                          aria-label={`Remove ${name}`}
                          onClick={() => askRemove({ kind: "card", card: c })}
                        >
                          <Icon name="trash" size={16} /> Remove
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
          {paypal.length > 0 ? (
            <section aria-labelledby="saved-paypal-title" className={p.methodGroup}>
              <h2 id="saved-paypal-title">PayPal</h2>
              <ul className={p.addresses} data-testid="saved-paypal-list">
                {paypal.map((a) => (
                  <li key={a.paymentInfoId} className={p.address} data-testid="saved-paypal">
                    <div className={p.methodHead}>
                      <span className={`${p.brand} ${p.brandPaypal}`} aria-hidden="true">
                        PayPal
                      </span>
                      {a.isDefault ? (
                        <span className={p.tag}>
                          <Icon name="check" size={14} /> Default
                        </span>
                      ) : null}
                    </div>
                    <h3 id={paypalTitleId(a)} tabIndex={-1} className={p.methodTitle}>
                      {a.email}
                    </h3>
                    <p className={p.muted}>Linked PayPal account</p>
                    <div className={p.addressActions}>
                      <button
                        type="button"
                        className={buttonClass("ghost")}
                        aria-label={`Unlink PayPal account ${a.email}`}
                        onClick={() => askRemove({ kind: "paypal", account: a })}
                      >
                        Unlink
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <p className={`${p.small} ${p.muted} ${p.methodNote}`}>
            Save a card or PayPal account when you pay at checkout. Our payment provider keeps the card
            details; we keep only the card type, its last 4 digits and expiry.
          </p>
        </>
      )}
      <Dialog.Root
        open={toRemove !== null}
        onOpenChange={(o) => (o || remove.isPending ? undefined : setToRemove(null))}
      >
        <Dialog.Portal>
          <Dialog.Overlay className={d.overlay} />
          <Dialog.Content
            className={`${d.dialog} ${d.narrow}`}
            role="alertdialog"
            onCloseAutoFocus={(e) => {
              const id = focusAfter.current;
              focusAfter.current = null;
              if (id) {
                e.preventDefault();
                focusById(id);
                return;
              }
              removeFocus.onCloseAutoFocus(e);
            }}
            data-testid="remove-payment-dialog"
          >
            <Dialog.Title>
              {toRemove?.kind === "paypal" ? "Unlink this PayPal account?" : "Remove this card?"}
            </Dialog.Title>
            <Dialog.Description>
              {toRemove
                ? toRemove.kind === "card"
                  ? `${removalName(toRemove)} will no longer be offered at checkout. You can save it again when you next pay with it.`
                  : `${toRemove.account.email} will no longer be linked to your Wattle account.`
                : ""}
            </Dialog.Description>
            <div className={p.actions}>
              <button
                type="button"
                className={`${buttonClass("primary")} ${p.danger}`}
                disabled={remove.isPending}
                onClick={confirmRemoval}
              >
                {remove.isPending
                  ? toRemove?.kind === "paypal"
                    ? "Unlinking…"
                    : "Removing…"
                  : toRemove?.kind === "paypal"
                    ? "Unlink PayPal"
                    : "Remove card"}
              </button>
              <Dialog.Close className={buttonClass("secondary")} disabled={remove.isPending}>
                Cancel
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
