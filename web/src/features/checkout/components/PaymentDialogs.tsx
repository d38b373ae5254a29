import type { FrameMessage } from "../frames";
import { isPaydockChallenge, parsePaydockChallenge } from "../paydock";
import type { Challenge } from "../paymentReducer";
import type { CardFields } from "../types";
import { FrameDialog } from "./FrameDialog";
import { PaydockChallengeDialog } from "./PaydockChallenge";

const VERIFY_TEXT = "Your bank wants to check it's you. Complete the check below to place your order.";

/** The bank's 3-D Secure check: Paydock's own widget for a Paydock challenge, else the bank's page. */
export function ChallengeDialog({
  challenge,
  cardFields,
  busy,
  onDecide,
  onMessage,
}: {
  challenge: Challenge;
  cardFields: CardFields | null;
  busy: string | null;
  onDecide: (tcStatus: "success" | "rejected") => void;
  onMessage: (m: FrameMessage) => void;
}) {
  return isPaydockChallenge(challenge.challengeUrl) ? (
    <PaydockChallengeDialog
      title="Verify your card"
      description={VERIFY_TEXT}
      token={parsePaydockChallenge(challenge.challengeUrl) ?? ""}
      tcId={challenge.tcId}
      environment={cardFields?.environment}
      scriptUrl={cardFields?.scriptUrl}
      busy={busy}
      onDone={(success) => onDecide(success ? "success" : "rejected")}
      onDismiss={() => onDecide("rejected")}
      testId="threeds-dialog"
    />
  ) : (
    <FrameDialog
      open
      title="Verify your card"
      description={VERIFY_TEXT}
      src={challenge.challengeUrl}
      frameTitle="Card verification"
      busy={busy}
      onMessage={onMessage}
      onDismiss={() => onDecide("rejected")}
      testId="threeds-dialog"
    />
  );
}
