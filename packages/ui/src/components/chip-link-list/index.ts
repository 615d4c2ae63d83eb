export { ChipLinkList, type ChipLink, type ChipLinkListProps } from "./chip-link-list.tsx";
