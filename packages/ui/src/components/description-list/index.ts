export {
  DescriptionList,
  DescriptionItem,
  type DescriptionListAppearance,
  type DescriptionListProps,
  type DescriptionItemProps,
} from "./description-list.tsx";
