// extendMembershipTrial (POST /api/staff/memberships/extend-trial): gives a customer's free trial 1-90
// days more (audited, the customer e-mailed); answers the membership as findMembership does. 422
// ERR_MEMBERSHIP_NOT_TRIAL when it is not a trial, 400 ERR_VALIDATION for days out of range.
import { apiPost, type Answer } from "../../../lib/api";
import type { ExtendTrialInput } from "../onepass";

export function extendMembershipTrial(input: ExtendTrialInput) {
  return apiPost<Answer<"extendMembershipTrial">>("/api/staff/memberships/extend-trial", { ...input });
}
