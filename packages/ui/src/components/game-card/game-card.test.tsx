import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { GameCard, type GameCardProps, type GameUnavailableLabels } from "./game-card.tsx";
import { GameCardSkeleton } from "./game-card-skeleton.tsx";

const unavailableLabels: GameUnavailableLabels = {
  LOCATION_BLOCKED: "Not available in your location",
  HIDDEN_WHEN_BONUS: "Not available while a bonus is active",
  INACTIVE: "This game is not available",
};

function renderCard(props: Partial<GameCardProps> = {}) {
  const onPlay = jest.fn();
  const onToggleFavourite = jest.fn();
  const result = renderWithTheme(
    <GameCard
      name="Candy Cascade"
      provider="Copperleaf Gaming"
      imageSrc="https://cdn.example/candy-cascade.jpg"
      unavailableLabels={unavailableLabels}
      playLabel="Play"
      onPlay={onPlay}
      favouriteLabel="Favourite"
      onToggleFavourite={onToggleFavourite}
      {...props}
    />,
  );
  return { ...result, onPlay, onToggleFavourite };
}

describe("GameCard", () => {
  it("is an article named by the game, with its provider", () => {
    renderCard();
    expect(screen.getByRole("article", { name: "Candy Cascade" })).toBeInTheDocument();
    expect(screen.getByText("Copperleaf Gaming")).toBeInTheDocument();
  });

  it("writes the name once: under art that shows it, only for screen readers", () => {
    renderCard();
    const heading = screen.getByRole("heading", { name: "Candy Cascade" });
    expect(heading).toHaveStyle({ position: "absolute", overflow: "hidden" });
    // The provider stays visible under the art.
    expect(screen.getByText("Copperleaf Gaming")).not.toHaveStyle({ position: "absolute" });
  });

  it("shows the name under a tile without art", () => {
    renderCard({ imageSrc: null });
    const heading = screen.getByRole("heading", { name: "Candy Cascade" });
    expect(heading).not.toHaveStyle({ position: "absolute" });
  });

  it("plays the game from a button named after it", async () => {
    const { user, onPlay } = renderCard();
    await user.click(screen.getByRole("button", { name: "Play Candy Cascade" }));
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it("toggles favourite with aria-pressed reflecting the state", async () => {
    const { user, onToggleFavourite, rerender } = renderCard();
    const toggle = screen.getByRole("button", { name: "Favourite Candy Cascade" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle);
    expect(onToggleFavourite).toHaveBeenCalledWith(true);
    rerender(
      <GameCard
        name="Candy Cascade"
        unavailableLabels={unavailableLabels}
        playLabel="Play"
        onPlay={jest.fn()}
        favouriteLabel="Favourite"
        favourite
        onToggleFavourite={onToggleFavourite}
      />,
    );
    expect(screen.getByRole("button", { name: "Favourite Candy Cascade" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(screen.getByRole("button", { name: "Favourite Candy Cascade" }));
    expect(onToggleFavourite).toHaveBeenLastCalledWith(false);
  });

  it("hides the favourite toggle without a label (guests)", () => {
    renderCard({ favouriteLabel: undefined });
    expect(screen.queryByRole("button", { name: /Favourite/ })).not.toBeInTheDocument();
  });

  it.each([
    ["LOCATION_BLOCKED", "Not available in your location"],
    ["HIDDEN_WHEN_BONUS", "Not available while a bonus is active"],
    ["INACTIVE", "This game is not available"],
  ] as const)("%s shows why and offers no play button", (availability, message) => {
    renderCard({ availability });
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Play/ })).not.toBeInTheDocument();
  });

  it("shows an action for a blocked location", () => {
    renderCard({
      availability: "LOCATION_BLOCKED",
      unavailableAction: <a href="/page-detail/vpn-instruction">How to connect</a>,
    });
    expect(screen.getByRole("link", { name: "How to connect" })).toHaveAttribute(
      "href",
      "/page-detail/vpn-instruction",
    );
  });
});

describe("GameCardSkeleton", () => {
  it("is hidden from assistive technology", () => {
    const { container } = renderWithTheme(<GameCardSkeleton />);
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });
});

describe("GameCard as a link", () => {
  it("plays through a link to the game's page with explicit art size", async () => {
    const onNavigate = jest.fn();
    const { container } = renderCard({ href: "/play-game/candy-cascade", onNavigate });
    const link = screen.getByRole("link", { name: "Play Candy Cascade" });
    expect(link).toHaveAttribute("href", "/play-game/candy-cascade");
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("width", "300");
    expect(img).toHaveAttribute("height", "400");
    link.click();
    expect(onNavigate).toHaveBeenCalledWith("/play-game/candy-cascade");
  });
});

describe("GameCard favourite beside the name", () => {
  it("keeps the toggle's name and state", () => {
    const { onToggleFavourite } = renderCard({ favouritePlacement: "footer", favourite: true });
    const star = screen.getByRole("button", { name: "Favourite Candy Cascade" });
    expect(star).toHaveAttribute("aria-pressed", "true");
    star.click();
    expect(onToggleFavourite).toHaveBeenCalledWith(false);
  });
});
