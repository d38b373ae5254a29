import s from "./ui.module.css";

const labels: Record<string, string> = {
  onePass: "OnePass",
  exclusive: "OnePass exclusive",
  earlyAccess: "Early access",
  new: "New",
  onlineOnly: "Online only",
  preOrder: "Pre-order",
  sale: "Sale",
};

export function Badge({ kind }: { kind: string }) {
  return <span className={[s.badge, s[`badge_${kind}`] ?? ""].join(" ")}>{labels[kind] ?? kind}</span>;
}
