export { OfferPanel, type OfferPanelProps, type OfferPanelTone } from "./offer-panel.tsx";
