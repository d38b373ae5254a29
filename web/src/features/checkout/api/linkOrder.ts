// linkOrder (POST /api/customer/link-order): a guest's order becomes an account's with just a password
// (docs/checkout.md "The page": thank you); the new account is signed in, the session rotates.
import { apiPost, type Answer, type RequestBody } from "../../../lib/api";

/**
 * 201 {redirectUrl}. 409 ERR_LOGIN_REGISTER_USER_EXISTS, 422 ERR_LOGIN_REGISTER_WEAK_PASSWORD, 400
 * ERR_VALIDATION (password), 404 ERR_ORDER_NOT_FOUND.
 */
export function linkOrder(input: { password: string; optIntoMarketing: boolean; linkOrderCode: string }) {
  const body: RequestBody<"linkOrder"> = input;
  return apiPost<Answer<"linkOrder">>("/api/customer/link-order", body);
}
