export { WinsTicker, type WinsTickerProps, type WinsTickerItem } from "./wins-ticker.tsx";
