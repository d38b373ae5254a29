import s from "./ui.module.css";

/**
 * A loading placeholder. Without a class it is a bar sized by width and height (full width, 16 px by
 * default); with a class of the caller's, the class sizes it unless width or height are given.
 */
export function Skeleton({
  width,
  height,
  className,
}: {
  width?: string | number;
  height?: string | number;
  className?: string;
}) {
  return (
    <div
      className={[s.skeleton, className].filter(Boolean).join(" ")}
      style={className ? { width, height } : { width: width ?? "100%", height: height ?? 16 }}
      aria-hidden="true"
    />
  );
}
