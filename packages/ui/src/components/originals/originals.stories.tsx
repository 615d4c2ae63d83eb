import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { DiceTrack, type DiceTrackProps } from "./dice-track.tsx";
import { BetModeSwitch } from "./bet-mode-switch.tsx";
import { FunModeBanner } from "./fun-mode-banner.tsx";
import { OriginalsFrame } from "./game-frame.tsx";
import { KenoBoard } from "./keno-board.tsx";
import { LimboDisplay } from "./limbo-display.tsx";
import { MinesGrid } from "./mines-grid.tsx";
import { PlinkoBoard } from "./plinko-board.tsx";
import { ResultStrip, type ResultStripProps } from "./result-strip.tsx";

/** The boards of the provably fair originals, each in its states. */
const meta = {
  title: "Games/Originals",
  component: MinesGrid,
  args: {
    revealed: [],
    mines: null,
    onReveal: fn(),
    label: "Mines board",
    tileLabel: (tile: number, state: string) => `Tile ${tile + 1}, ${state}`,
  },
} satisfies Meta<typeof MinesGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A round in play, nothing revealed. */
export const MinesInPlay: Story = {};
/** Three gems found, one tile being revealed. */
export const MinesRevealing: Story = { args: { revealed: [3, 7, 12], pending: 18 } };
/** Hit a mine: the board shows where the others were. */
export const MinesLost: Story = {
  args: { revealed: [3, 7, 4], mines: [4, 9, 20], disabled: true },
};
/** Cashed out after four gems. */
export const MinesCashedOut: Story = {
  args: { revealed: [0, 6, 12, 18], mines: [4, 9, 20], disabled: true },
};
/** No round: the board waits for a bet. */
export const MinesIdle: Story = { args: { disabled: true } };

/** The dice track of the stories: roll under 50.5, nothing rolled yet; `props` change that. */
const Dice = (props: Partial<DiceTrackProps>) => (
  <DiceTrack
    target={50.5}
    condition="under"
    roll={null}
    onTargetChange={fn()}
    label="Roll under"
    {...props}
  />
);

export const DiceUnder: Story = { render: () => <Dice /> };
export const DiceWin: Story = {
  render: () => <Dice roll={23.41} win rollLabel="Last roll 23.41" />,
};
export const DiceLossOver: Story = {
  render: () => (
    <Dice
      target={75}
      condition="over"
      roll={61.02}
      win={false}
      label="Roll over"
      rollLabel="Last roll 61.02"
    />
  ),
};

export const LimboWin: Story = {
  render: () => <LimboDisplay result={3.74} win runId={1} label="Result" />,
};
export const LimboLoss: Story = {
  render: () => <LimboDisplay result={1.12} win={false} runId={2} label="Result" />,
};
export const LimboIdle: Story = {
  render: () => <LimboDisplay result={null} win={null} label="Result" />,
};

function KenoDemo({ drawn }: { drawn: number[] }) {
  const [picks, setPicks] = useState([3, 7, 11, 19, 23]);
  return (
    <KenoBoard
      picks={picks}
      drawn={drawn}
      maxPicks={10}
      onToggle={(n) => setPicks((p) => (p.includes(n) ? p.filter((x) => x !== n) : [...p, n]))}
      label="Keno board"
      numberLabel={(n, state) => `${n}, ${state}`}
    />
  );
}
export const KenoPicking: Story = { render: () => <KenoDemo drawn={[]} /> };
export const KenoDrawn: Story = {
  render: () => <KenoDemo drawn={[3, 8, 11, 14, 22, 23, 29, 33, 36, 40]} />,
};

const plinko12 = [18.84, 8, 3.65, 1.83, 1.02, 0.65, 0.54, 0.65, 1.02, 1.83, 3.65, 8, 18.84];
export const PlinkoEmpty: Story = {
  render: () => <PlinkoBoard rows={12} multipliers={plinko12} balls={[]} label="Plinko board" />,
};
export const PlinkoBallsFalling: Story = {
  render: () => (
    <PlinkoBoard
      rows={12}
      multipliers={plinko12}
      balls={[
        { id: 1, path: [1, 0, 1, 1, 0, 0, 1, 0, 1, 1, 0, 1] },
        { id: 2, path: [0, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0] },
      ]}
      rowDuration={400}
      label="Plinko board"
    />
  ),
};
export const PlinkoLanded: Story = {
  render: () => (
    <PlinkoBoard
      rows={8}
      multipliers={[13.61, 3.84, 1.32, 0.58, 0.37, 0.58, 1.32, 3.84, 13.61]}
      balls={[]}
      lastBucket={1}
      label="Plinko board"
    />
  ),
};

/** The strip of recent results as the game pages name it; `props` give its items. */
const Results = (props: Pick<ResultStripProps, "items" | "emptyLabel">) => (
  <ResultStrip label="Recent results" winLabel="Win" lossLabel="Loss" {...props} />
);

export const ResultsHistory: Story = {
  render: () => (
    <Results
      items={[
        { id: 5, label: "1.98×", win: true },
        { id: 4, label: "0.00×", win: false },
        { id: 3, label: "3.84×", win: true },
        { id: 2, label: "0.00×", win: false },
      ]}
    />
  ),
};
export const ResultsEmpty: Story = {
  render: () => <Results emptyLabel="No bets yet" items={[]} />,
};
/** Results that open nothing (fun mode): plain chips, not buttons. */
export const ResultsFunMode: Story = {
  render: () => (
    <ResultStrip
      label="Recent results"
      winLabel="Win"
      lossLabel="Loss"
      items={[
        { id: 2, label: "1.98×", win: true },
        { id: 1, label: "0.00×", win: false },
      ]}
    />
  ),
};

/** A guest playing with pretend money: said plainly, with Sign up offered. */
export const FunMode: Story = {
  render: () => (
    <FunModeBanner
      title="Fun mode: demo money"
      description="The balance is pretend money, not real. Sign up to play for real."
      actions={
        <>
          <button type="button">Sign up</button>
          <button type="button">Sign in</button>
        </>
      }
    />
  ),
};

/** The betting mode: manual or auto, one pressed; locked while an auto-bet runs. */
function ModeDemo({ disabled = false }: { disabled?: boolean }) {
  const [mode, setMode] = useState<"manual" | "auto">("manual");
  return (
    <BetModeSwitch
      label="Betting mode"
      options={[
        { value: "manual", label: "Manual" },
        { value: "auto", label: "Auto" },
      ]}
      value={mode}
      onChange={setMode}
      disabled={disabled}
    />
  );
}
export const ModeSwitch: Story = { render: () => <ModeDemo /> };
export const ModeSwitchLocked: Story = { render: () => <ModeDemo disabled /> };

/** The frame of a game: the stage (tools, board, results) and the bet panel beside it. */
export const Frame: Story = {
  render: () => (
    <OriginalsFrame
      labelledBy="frame-title"
      tools={<h1 id="frame-title">Mines</h1>}
      stage={
        <MinesGrid
          revealed={[3, 7]}
          mines={null}
          onReveal={fn()}
          label="Mines board"
          tileLabel={(tile, state) => `Tile ${tile + 1}, ${state}`}
        />
      }
      results={
        <ResultStrip
          label="Recent results"
          winLabel="Win"
          lossLabel="Loss"
          emptyLabel="Your results will show here."
          items={[{ id: 1, label: "1.03×", win: true }]}
        />
      }
      panel={
        <>
          <ModeDemo />
          <button type="button">Bet</button>
        </>
      }
    />
  ),
};
