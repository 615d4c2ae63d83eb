import { fireEvent, screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { DiceTrack } from "./dice-track.tsx";
import { darkTheme } from "../../theme/index.ts";
import { BetModeSwitch } from "./bet-mode-switch.tsx";
import { FunModeBanner } from "./fun-mode-banner.tsx";
import { OriginalsFrame } from "./game-frame.tsx";
import { KenoBoard } from "./keno-board.tsx";
import { LimboDisplay } from "./limbo-display.tsx";
import { MinesGrid, type MinesGridProps } from "./mines-grid.tsx";
import { bucketLabel, plinkoGeometry } from "./plinko-board.tsx";
import { ResultStrip } from "./result-strip.tsx";

/** The mines board of the tests: named "Mines board", its tiles "Tile <n> <state>". */
const Mines = (props: Pick<MinesGridProps, "revealed" | "mines"> & Partial<MinesGridProps>) => (
  <MinesGrid
    onReveal={jest.fn()}
    label="Mines board"
    tileLabel={(t, s) => `Tile ${t + 1} ${s}`}
    {...props}
  />
);

describe("MinesGrid", () => {
  it("reveals a hidden tile and ignores revealed ones", () => {
    const onReveal = jest.fn();
    renderWithTheme(<Mines revealed={[2]} mines={null} onReveal={onReveal} />);
    const board = screen.getByRole("group", { name: "Mines board" });
    expect(board.querySelectorAll("button")).toHaveLength(25);
    fireEvent.click(screen.getByRole("button", { name: "Tile 3 gem" }));
    expect(onReveal).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Tile 5 hidden" }));
    expect(onReveal).toHaveBeenCalledWith(4);
  });

  it("shows every mine once the round ended", () => {
    renderWithTheme(<Mines revealed={[1, 4]} mines={[4, 9]} disabled />);
    expect(screen.getByRole("button", { name: "Tile 5 mine" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tile 10 hidden-mine" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tile 1 hidden-gem" })).toBeInTheDocument();
  });
});

describe("KenoBoard", () => {
  it("toggles picks and refuses more than the maximum", () => {
    const onToggle = jest.fn();
    renderWithTheme(
      <KenoBoard
        picks={[1, 2]}
        drawn={[2, 5]}
        maxPicks={2}
        onToggle={onToggle}
        label="Keno board"
        numberLabel={(n, s) => `${n} ${s}`}
      />,
    );
    expect(screen.getByRole("button", { name: "2 hit" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "5 drawn" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "1 picked" }));
    expect(onToggle).toHaveBeenCalledWith(1);
  });
});

describe("DiceTrack", () => {
  it("is a labelled slider that reports the new target", () => {
    const onTargetChange = jest.fn();
    renderWithTheme(
      <DiceTrack
        target={50}
        condition="under"
        roll={12.5}
        win
        onTargetChange={onTargetChange}
        label="Roll under"
        rollLabel="Last roll 12.50"
      />,
    );
    fireEvent.change(screen.getByRole("slider", { name: "Roll under" }), {
      target: { value: "60" },
    });
    expect(onTargetChange).toHaveBeenCalledWith(60);
    expect(screen.getByText("12.50")).toBeInTheDocument();
  });

  it("writes the roll and the target in the player's language", () => {
    const russian = (value: number) => value.toFixed(2).replace(".", ",");
    renderWithTheme(
      <DiceTrack
        target={50.5}
        condition="under"
        roll={12.5}
        onTargetChange={jest.fn()}
        label="Меньше"
        formatNumber={russian}
      />,
    );
    expect(screen.getByText("12,50")).toBeInTheDocument();
    expect(screen.getByRole("slider", { name: "Меньше" })).toHaveAttribute(
      "aria-valuetext",
      "50,50",
    );
  });
});

describe("LimboDisplay", () => {
  it.each([
    [true, "2.50×", darkTheme.colors.success],
    [false, "2.50×", darkTheme.colors.danger],
    [null, "1.00×", darkTheme.colors.text],
  ])("colours the figure by the round's outcome (win: %p)", (win, figure, color) => {
    renderWithTheme(
      <LimboDisplay result={win === null ? null : 2.5} win={win} duration={0} label="Result" />,
    );
    expect(screen.getByText(figure)).toHaveStyle({ color });
    expect(screen.getByRole("status")).toHaveTextContent(win === null ? "" : "Result 2.50×");
  });

  it("writes the figure in the player's language", () => {
    const russian = (value: number) => value.toFixed(2).replace(".", ",");
    renderWithTheme(
      <LimboDisplay result={2.5} win duration={0} label="Итог" formatNumber={russian} />,
    );
    expect(screen.getByText("2,50×")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Итог 2,50×");
  });
});

describe("PlinkoBoard geometry", () => {
  it("lands the ball in the bucket of its number of rights", () => {
    const g = plinkoGeometry(8);
    const { points, bucket } = g.stops([1, 1, 0, 1, 0, 0, 0, 1]);
    expect(bucket).toBe(4);
    expect(points.at(-1)!.x).toBeCloseTo(g.bucketX(4));
    expect(points).toHaveLength(10);
  });
});

describe("ResultStrip", () => {
  it("names each result as a win or a loss", () => {
    const onSelect = jest.fn();
    renderWithTheme(
      <ResultStrip
        label="Recent results"
        winLabel="Win"
        lossLabel="Loss"
        onSelect={onSelect}
        items={[
          { id: 2, label: "1.98×", win: true },
          { id: 1, label: "0.00×", win: false },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Win 1.98×" }));
    expect(onSelect).toHaveBeenCalledWith(2);
    expect(screen.getByRole("button", { name: "Loss 0.00×" })).toBeInTheDocument();
  });
});

describe("ResultStrip without onSelect", () => {
  it("shows plain chips, still named win or loss, and no buttons", () => {
    renderWithTheme(
      <ResultStrip
        label="Recent results"
        winLabel="Win"
        lossLabel="Loss"
        items={[{ id: 1, label: "1.98×", win: true }]}
      />,
    );
    const list = screen.getByRole("list", { name: "Recent results" });
    expect(list.querySelector("button")).toBeNull();
    expect(list).toHaveTextContent("Win 1.98×");
  });
});

describe("FunModeBanner", () => {
  it("is a region named by its title with its calls to action", () => {
    const signUp = jest.fn();
    renderWithTheme(
      <FunModeBanner
        title="Fun mode: demo money"
        description="Not real money."
        actions={
          <button type="button" onClick={signUp}>
            Sign up
          </button>
        }
      />,
    );
    const region = screen.getByRole("region", { name: "Fun mode: demo money" });
    expect(region).toHaveTextContent("Not real money.");
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(signUp).toHaveBeenCalled();
  });
});

describe("plinko bucket labels", () => {
  it("fit in 4 characters and never show more than the bucket pays", () => {
    expect(bucketLabel(18.84)).toBe("18.8");
    expect(bucketLabel(110)).toBe("110");
    expect(bucketLabel(1000)).toBe("1000");
    expect(bucketLabel(0.54)).toBe("0.54");
    expect(bucketLabel(3.65)).toBe("3.65");
    for (const m of [18.84, 110, 0.2, 5.6, 41])
      expect(bucketLabel(m).length).toBeLessThanOrEqual(4);
  });
});

describe("BetModeSwitch", () => {
  const options = [
    { value: "manual", label: "Manual" },
    { value: "auto", label: "Auto" },
  ] as const;

  it("presses the chosen mode and asks for another one", () => {
    const onChange = jest.fn();
    renderWithTheme(
      <BetModeSwitch label="Betting mode" options={options} value="manual" onChange={onChange} />,
    );
    const group = screen.getByRole("group", { name: "Betting mode" });
    expect(group).toContainElement(screen.getByRole("button", { name: "Manual", pressed: true }));
    fireEvent.click(screen.getByRole("button", { name: "Auto", pressed: false }));
    expect(onChange).toHaveBeenCalledWith("auto");
  });

  it("cannot change while locked", () => {
    renderWithTheme(
      <BetModeSwitch
        label="Betting mode"
        options={options}
        value="auto"
        onChange={jest.fn()}
        disabled
      />,
    );
    expect(screen.getByRole("button", { name: "Manual" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Auto" })).toBeDisabled();
  });
});

describe("OriginalsFrame", () => {
  it("is a section named by the game's heading holding the stage and the panel", () => {
    renderWithTheme(
      <OriginalsFrame
        labelledBy="game-title"
        tools={<h1 id="game-title">Dice</h1>}
        stage={<p>board</p>}
        results={<p>results</p>}
        panel={<button type="button">Bet</button>}
      />,
    );
    const frame = screen.getByRole("region", { name: "Dice" });
    expect(frame).toHaveTextContent("board");
    expect(frame).toHaveTextContent("results");
    expect(frame).toContainElement(screen.getByRole("button", { name: "Bet" }));
  });
});
