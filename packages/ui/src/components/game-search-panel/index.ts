export {
  GameSearchPanel,
  type GameSearchPanelProps,
  type GameSearchResult,
} from "./game-search-panel.tsx";
