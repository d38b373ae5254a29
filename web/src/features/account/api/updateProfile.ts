// updateProfile (POST /api/customer/profile): the customer's names, mobile and preferences; the answer
// is the profile (docs/accounts.md "Operations").
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";
import type { ProfileInput } from "../types";
import { profileQuery, PROFILE_URL } from "./getProfile";
import { refreshSession } from "./getSession";

export function updateProfile(input: ProfileInput) {
  const body: RequestBody<"updateProfile"> = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    mobileNumber: input.mobileNumber.trim(),
    allowTracking: input.allowTracking,
    subscribeToRewards: input.subscribeToRewards,
    optIntoMarketing: input.optIntoMarketing,
  };
  return apiPost<Answer<"updateProfile">>(PROFILE_URL, body);
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["updateProfile"],
    mutationFn: updateProfile,
    onSuccess: (p) => {
      client.setQueryData(profileQuery().queryKey, p);
      return refreshSession(client); // the greeting reads the session's first name
    },
  });
}
