export { GameCard, type GameCardProps, type GameAvailability, type GameUnavailableLabels } from "./game-card";
