import { useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { ApiError } from "../../../lib/api";
import { Notice } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { FailedToLoad } from "../../../components/ui/FailedToLoad";
import { Icon } from "../../../components/ui/Icon";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useReturnFocus } from "../../../components/ui/returnFocus";
import d from "../../../components/ui/dialog.module.css";
import { useDeleteAddress } from "../../../features/account/api/deleteAddress";
import { useSetDefaultAddress } from "../../../features/account/api/setDefaultAddress";
import { useEnvironment } from "../../../features/account/api/getEnvironment";
import { useAddresses } from "../../../features/account/api/listAddresses";
import { AddressForm } from "../../../features/account/components/AddressForm";
import { useAccountGate } from "../../../features/account/components/AccountGate";
import { genericMessage, messages } from "../../../features/account/messages";
import type { Address } from "../../../features/account/types";
import { usePageTitle } from "../../usePageTitle";
import { useAccountError } from "./useAccountError";
import p from "./accountPages.module.css";

/** An address on lines, the server's formatted one when it sent it. */
function lines(a: Address): string[] {
  if (a.formattedAddress) return a.formattedAddress.split("\n").filter(Boolean);
  if (a.formType === "single" && a.singleLineLabel) return [a.singleLineLabel];
  return [[a.line1, a.line2].filter(Boolean).join(", "), `${a.town} ${a.state} ${a.postalCode}`];
}

/** Address book: the saved addresses (default marked), add, edit, set default and delete. */
export default function AddressBookPage() {
  usePageTitle("Address book");
  const gate = useAccountGate();
  const list = useAddresses();
  const env = useEnvironment();
  useAccountError(list.error);
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  // "new", an address id being edited, or null for the list alone.
  const [editing, setEditing] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const deleteFocus = useReturnFocus();
  const finder = env.data?.features.singleLineAddressLookup ?? true;

  const fail = (err: unknown) => {
    if (gate.handleError(err)) return;
    if (err instanceof ApiError && err.code === "ERR_ADDRESS_UNAVAILABLE") {
      void list.refetch();
      return;
    }
    setMessage({ tone: "error", text: genericMessage(err) });
  };

  const addresses = list.data?.addresses ?? [];
  const editingAddress = editing && editing !== "new" ? addresses.find((a) => a.id === editing) : undefined;

  return (
    <section aria-labelledby="addresses-title">
      <h1 id="addresses-title">Address book</h1>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      {list.isPending ? (
        <Skeleton height={160} />
      ) : list.isError ? (
        <FailedToLoad what="your addresses" onRetry={() => void list.refetch()} />
      ) : editing ? (
        <div className={p.panel}>
          <h2>{editingAddress ? "Edit address" : "Add an address"}</h2>
          <div className={p.formNarrow}>
            <AddressForm
              key={editing}
              address={editingAddress}
              finder={finder}
              onSaved={() => {
                setEditing(null);
                setMessage({ tone: "success", text: editingAddress ? "Address updated." : "Address added." });
              }}
              onCancel={() => setEditing(null)}
              onGone={() => {
                setEditing(null);
                void list.refetch();
              }}
              onLoginRequired={gate.handleError}
            />
          </div>
        </div>
      ) : (
        <>
          {addresses.length === 0 ? (
            <div className={p.empty}>
              <div className={p.iconCircle}>
                <Icon name="home" />
              </div>
              <p>You have no saved addresses. Add one now for a quicker checkout.</p>
            </div>
          ) : (
            <ul className={p.addresses} data-testid="address-list">
              {addresses.map((a) => (
                <li key={a.id} className={`${p.address} ${a.defaultAddress ? p.addressDefault : ""}`}>
                  {a.defaultAddress ? (
                    <span className={p.tag}>
                      <Icon name="check" size={14} /> Default address
                    </span>
                  ) : null}
                  <address className={p.addressText}>
                    {lines(a).map((l) => (
                      <p key={l}>{l}</p>
                    ))}
                    {a.phone ? <p className={p.muted}>Mobile: {a.phone}</p> : null}
                  </address>
                  {a.isBlocked ? (
                    <Notice tone="warning">
                      This is a parcel locker. {messages["address-delivery-blocked"]}
                    </Notice>
                  ) : null}
                  <div className={p.addressActions}>
                    <button
                      type="button"
                      className={buttonClass("secondary")}
                      onClick={() => {
                        setMessage(null);
                        setEditing(a.id);
                      }}
                    >
                      <Icon name="edit" size={16} /> Edit
                      <span className="visually-hidden"> {lines(a)[0]}</span>
                    </button>
                    {!a.defaultAddress ? (
                      <button
                        type="button"
                        className={buttonClass("ghost")}
                        disabled={setDefault.isPending}
                        onClick={() => {
                          setMessage(null);
                          setDefault.mutate(a.id, {
                            onSuccess: () =>
                              setMessage({ tone: "success", text: "Default address updated." }),
                            onError: fail,
                          });
                        }}
                      >
                        Set as default<span className="visually-hidden">: {lines(a)[0]}</span>
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className={buttonClass("ghost")}
                      onClick={() => {
                        deleteFocus.remember();
                        setToDelete(a);
                      }}
                    >
                      <Icon name="trash" size={16} /> Delete
                      <span className="visually-hidden"> {lines(a)[0]}</span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className={buttonClass("primary")}
            onClick={() => {
              setMessage(null);
              setEditing("new");
            }}
          >
            <Icon name="plus" size={18} /> Add an address
          </button>
        </>
      )}
      <Dialog.Root open={toDelete !== null} onOpenChange={(o) => (o ? undefined : setToDelete(null))}>
        <Dialog.Portal>
          <Dialog.Overlay className={d.overlay} />
          <Dialog.Content
            className={`${d.dialog} ${d.narrow}`}
            role="alertdialog"
            onCloseAutoFocus={deleteFocus.onCloseAutoFocus}
            data-testid="delete-address-dialog"
          >
            <Dialog.Title>Delete this address?</Dialog.Title>
            <Dialog.Description>
              {toDelete ? lines(toDelete).join(", ") : ""} will be removed from your address book.
            </Dialog.Description>
            <div className={p.actions}>
              <button
                type="button"
                className={`${buttonClass("primary")} ${p.danger}`}
                disabled={remove.isPending}
                onClick={() => {
                  if (!toDelete) return;
                  remove.mutate(toDelete.id, {
                    onSuccess: () => setMessage({ tone: "success", text: "Address deleted." }),
                    onError: fail,
                    onSettled: () => setToDelete(null),
                  });
                }}
              >
                {remove.isPending ? "Deleting…" : "Delete address"}
              </button>
              <Dialog.Close className={buttonClass("secondary")}>Cancel</Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
