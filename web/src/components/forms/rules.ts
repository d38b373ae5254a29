// The zod pieces of the shared form parts: every form that asks for a name or an Australian address
// checks it with the same rules and messages (docs/validation.md, "Names" and "Addresses").
import { fields } from "../../lib/validation";

/** First and last name. */
export const personRules = () => ({ firstName: fields.firstName(), lastName: fields.lastName() });

/** An Australian address typed in: street, apartment, suburb, state and postcode. */
export const australianAddressRules = () => ({
  line1: fields.addressLine1(),
  line2: fields.addressLine2(),
  town: fields.suburb(),
  state: fields.state(),
  postalCode: fields.postcode(),
});
