import { useState } from "react";
import { GameStage, type GameStageLabels, type GameStageProps } from "./game-stage.tsx";

/** The stage's labels, as the stories and tests of the game stage show them. */
export const gameStageLabels: GameStageLabels = {
  theatre: "Theatre mode",
  fullscreen: "Fullscreen",
  exitFullscreen: "Exit fullscreen",
  close: "Close game",
  play: "Play",
  loading: "Loading game",
};

/**
 * "Fruit Fiesta" on a stage that keeps its own theatre and fullscreen state, as the game page
 * does; any prop given overrides the default.
 */
export function StatefulGameStage(props: Partial<GameStageProps> & Pick<GameStageProps, "src">) {
  const [theatre, setTheatre] = useState(false);
  const [immersive, setImmersive] = useState(false);
  return (
    <GameStage
      title="Fruit Fiesta"
      labels={gameStageLabels}
      theatre={theatre}
      onTheatreChange={setTheatre}
      immersive={immersive}
      onImmersiveChange={setImmersive}
      {...props}
    />
  );
}
