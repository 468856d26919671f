/** A carrier's mark on its quote card: its initials on a tint chosen from its id (the sample carriers ship no image). */
const TINTS = ["#1e3a8a", "#065f46", "#7c2d12", "#5b21b6", "#9d174d", "#134e4a", "#78350f"];

export function carrierInitials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, "")
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word));
  return (
    words
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join("") || "?"
  );
}

function tintOf(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TINTS[hash % TINTS.length]!;
}

export function CarrierLogo({ carrierId, name, size = "md" }: { carrierId: string; name: string; size?: "sm" | "md" }) {
  const box = size === "sm" ? "size-9 text-sm" : "size-12 text-base";
  return (
    <span
      aria-hidden="true"
      className={`inline-flex ${box} shrink-0 items-center justify-center rounded-xl font-bold tracking-wide text-white`}
      style={{ backgroundColor: tintOf(carrierId) }}
    >
      {carrierInitials(name)}
    </span>
  );
}

/** The carrier's name without the "(fictional)" note of the sample carriers, for tight spaces. */
export function shortCarrierName(name: string): string {
  return name.replace(/\s*\(.*?\)\s*/g, " ").trim();
}
