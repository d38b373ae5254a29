import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "../../../lib/api";
import { fields, zodResolver } from "../../../lib/validation";
import { Checkbox, Notice } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { PersonFields } from "../../../components/forms/PersonFields";
import { PhoneField } from "../../../components/forms/PhoneField";
import { personRules } from "../../../components/forms/rules";
import { FailedToLoad } from "../../../components/ui/FailedToLoad";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useUpdateProfile } from "../../../features/account/api/updateProfile";
import { useProfile } from "../../../features/account/api/getProfile";
import { useAccountGate } from "../../../features/account/components/AccountGate";
import { fieldErrors, genericMessage, messages } from "../../../features/account/messages";
import type { Profile, ProfileInput } from "../../../features/account/types";
import { usePageTitle } from "../../usePageTitle";
import { useAccountError } from "./useAccountError";
import p from "./accountPages.module.css";

const schema = z.object({
  ...personRules(),
  mobileNumber: fields.mobile(false),
  optIntoMarketing: z.boolean(),
  allowTracking: z.boolean(),
  subscribeToRewards: z.boolean(),
});

/** Personal details: name, mobile and the shopper's choices (updateProfile). */
export default function PersonalDetailsPage() {
  usePageTitle("Personal details");
  const profile = useProfile();
  useAccountError(profile.error);
  return (
    <section aria-labelledby="personal-title">
      <h1 id="personal-title">Personal details</h1>
      {profile.data ? (
        <PersonalDetailsForm profile={profile.data} />
      ) : profile.isError ? (
        <FailedToLoad what="your details" onRetry={() => void profile.refetch()} />
      ) : (
        <div className={p.panel}>
          <Skeleton height={280} />
        </div>
      )}
    </section>
  );
}

function PersonalDetailsForm({ profile }: { profile: Profile }) {
  const gate = useAccountGate();
  const m = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProfileInput>({
    mode: "onTouched",
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      mobileNumber: profile.mobileNumber,
      optIntoMarketing: profile.optIntoMarketing,
      allowTracking: profile.allowTracking,
      subscribeToRewards: profile.subscribeToRewards,
    },
    resolver: zodResolver(schema),
  });
  const { register, formState } = form;
  const onValid = (v: ProfileInput) => {
    setSaved(false);
    setError(null);
    m.mutate(v, {
      onSuccess: (p) => {
        form.reset({
          firstName: p.firstName,
          lastName: p.lastName,
          mobileNumber: p.mobileNumber,
          optIntoMarketing: p.optIntoMarketing,
          allowTracking: p.allowTracking,
          subscribeToRewards: p.subscribeToRewards,
        });
        setSaved(true);
      },
      onError: (err) => {
        if (gate.handleError(err)) return;
        if (err instanceof ApiError && err.code === "ERR_VALIDATION") {
          const byField = fieldErrors(err);
          const names = Object.keys(byField).filter((n): n is keyof ProfileInput => n in schema.shape);
          if (names.length) {
            names.forEach((n, i) =>
              form.setError(n, { type: "server", message: byField[n] }, { shouldFocus: i === 0 }),
            );
            return;
          }
          setError(messages["invalid-data"]);
          return;
        }
        setError(genericMessage(err));
      },
    });
  };
  return (
    <form
      className={p.panel}
      noValidate
      aria-labelledby="personal-title"
      onSubmit={form.handleSubmit(onValid)}
      onChange={() => setSaved(false)}
    >
      {saved ? <Notice tone="success">{messages["profile-saved"]}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div className={p.row}>
        <PersonFields id={(n) => `pd-${n}`} register={register} errors={formState.errors} stacked />
      </div>
      <div className={p.formNarrow}>
        <PhoneField
          id="pd-mobile"
          label="Mobile number (optional)"
          hint="An Australian mobile, for example 0412 345 678 or +61 412 345 678."
          error={formState.errors.mobileNumber?.message}
          field={register("mobileNumber")}
        />
      </div>
      <h2>Keeping in touch</h2>
      <Checkbox
        id="pd-marketing"
        label="Send me offers, new arrivals and news by e-mail"
        {...register("optIntoMarketing")}
      />
      <Checkbox
        id="pd-rewards"
        label="Subscribe to Shop+ rewards"
        hint="Earn rewards when you shop in the Wattle app."
        {...register("subscribeToRewards")}
      />
      <Checkbox
        id="pd-tracking"
        label="Allow tracking"
        hint="Let us use how you browse to personalise products and offers."
        {...register("allowTracking")}
      />
      <div className={p.actions}>
        <button type="submit" className={buttonClass("primary")} disabled={m.isPending}>
          {m.isPending ? "Saving…" : "Save details"}
        </button>
      </div>
    </form>
  );
}
