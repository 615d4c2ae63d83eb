import type { GameRoundProps } from "./game-round.tsx";

/** A won dice round: its bet and its win. */
export const wonRound: GameRoundProps = {
  game: "Dice",
  result: "win",
  resultLabel: "Win",
  facts: [
    { id: "stake", label: "Stake", value: "4.00 USDT" },
    { id: "payout", label: "Payout", value: "7.92 USDT" },
    { id: "multiplier", label: "Multiplier", value: "1.98×" },
    { id: "time", label: "Time", value: "27 Nov 2026, 22:41" },
  ],
  moves: [
    { id: "1", label: "Bet", amount: "4.00 USDT", time: "22:41:03" },
    { id: "2", label: "Win", amount: "7.92 USDT", time: "22:41:03" },
  ],
  movesLabel: "Transactions",
  betId: "1042",
  betIdLabel: "Bet ID",
  copyLabel: "Copy bet ID 1042",
  copiedLabel: "Copied",
  details: { label: "Details and verification", href: "?bet=1042", onOpen: () => {} },
};
