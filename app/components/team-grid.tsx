/** doc1 §2 meet-the-team block: people with their role and office; office links open in a new tab. */
import { useTranslation } from "~/i18n";
import { MapPinIcon } from "./icons";

export interface TeamMemberCard {
  name: string;
  role: string;
  location: string;
  locationHref: string;
  bio: string;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
}

export function TeamGrid({ members }: { members: TeamMemberCard[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((member) => (
        <li key={member.name} className="grid content-start gap-3 rounded-card border border-line bg-canvas p-5 shadow-card">
          <div className="flex items-center gap-3">
            <span aria-hidden="true" className="grid size-14 shrink-0 place-items-center rounded-full bg-primary-tint text-lg font-extrabold text-primary-dark">
              {initials(member.name)}
            </span>
            <div>
              <h3 className="text-lg font-bold text-ink">{member.name}</h3>
              <p className="text-ink-muted">{member.role}</p>
            </div>
          </div>
          {member.bio ? <p className="text-ink">{member.bio}</p> : null}
          {member.location ? (
            member.locationHref ? (
              <a
                href={member.locationHref}
                target="_blank"
                rel="noopener noreferrer"
                className="link inline-flex min-h-11 w-fit items-center gap-1.5 font-semibold"
              >
                <MapPinIcon size={16} aria-hidden="true" />
                {member.location}
                <span className="sr-only"> {t("widgets.team.newTab")}</span>
              </a>
            ) : (
              <p className="inline-flex items-center gap-1.5 text-ink-muted">
                <MapPinIcon size={16} aria-hidden="true" />
                {member.location}
              </p>
            )
          ) : null}
        </li>
      ))}
    </ul>
  );
}
