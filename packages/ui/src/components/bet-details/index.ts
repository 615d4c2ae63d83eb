export { BetDetails, type BetDetailsProps, type BetFact, type BetSeed } from "./bet-details.tsx";
