// OnePass's shapes (docs/membership.md): the wire's, from the server's OpenAPI document
// (lib/api-types.ts, generated).
import type { Answer, RequestBody, Schema } from "../../lib/api";
import type { operations } from "../../lib/api-types";

/** getMembership's answer: the signed-in customer's OnePass. */
export type Membership = Answer<"getMembership">;
export type MembershipStatus = Membership["status"];
export type MembershipPlan = RequestBody<"changeMembershipPlan">["plan"];
export type MembershipPayment = Schema<"MemberPaymentJSON">;
export type MembershipPlanOffer = Schema<"PlanJSON">;

/** One content slot's answer (getMembershipContent). */
export type MembershipContent = Answer<"getMembershipContent">;
export type MembershipSlot = operations["getMembershipContent"]["parameters"]["path"]["slot"];
export type MembershipBenefit = Schema<"MembershipBenefit">;

/** How a membership is paid: a saved card, or a new card's one-time token (saved by the server). */
export type CardSource = { paydockSourceId: string } | { oneTimeToken: string };

export type JoinBody = RequestBody<"startMembershipTrial">;
export type RegisterMembershipBody = RequestBody<"registerMembership">;

export const PLANS: readonly MembershipPlan[] = ["monthly", "annual"];

export const isPlan = (v: unknown): v is MembershipPlan => v === "monthly" || v === "annual";

/** Statuses with a membership to manage (benefits now, or until the end of what was paid). */
export const MEMBER_STATUSES: ReadonlySet<MembershipStatus> = new Set([
  "trial_active",
  "active",
  "overdue",
  "team_member",
  "cancelling_trial",
  "cancelling",
]);

/** Statuses that join afresh: never a member, or a membership that has ended. */
export const canJoin = (m: Pick<Membership, "status">) => !MEMBER_STATUSES.has(m.status);
