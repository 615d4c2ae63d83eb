/** Viewport presets of the catalogue: the widths the lobby and the mini app are designed for. */
export const viewports = {
  mobile: { name: "Mobile 360×740", styles: { width: "360px", height: "740px" }, type: "mobile" },
  gameMobile: {
    name: "Game mobile 425×860",
    styles: { width: "425px", height: "860px" },
    type: "mobile",
  },
  miniApp: {
    name: "Mini app 390×700",
    styles: { width: "390px", height: "700px" },
    type: "mobile",
  },
  desktop: {
    name: "Desktop 1280×800",
    styles: { width: "1280px", height: "800px" },
    type: "desktop",
  },
  wide: { name: "Wide 1920×1080", styles: { width: "1920px", height: "1080px" }, type: "desktop" },
} as const;
