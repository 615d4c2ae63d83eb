import { useParams } from "react-router";
import { RestrictionNotice } from "../responsible-gaming/restriction-notice.tsx";
import { SessionReminder } from "../responsible-gaming/session-reminder.tsx";
import { OriginalGame } from "./original-game.tsx";

/** `/originals/{slug}`: an original on its own page (the play page renders the same screen). */
export function OriginalPage() {
  const { slug = "" } = useParams();
  return (
    <>
      <RestrictionNotice />
      <OriginalGame slug={slug} />
      <SessionReminder />
    </>
  );
}
