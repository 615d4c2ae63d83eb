export {
  DescriptionList,
  DescriptionItem,
  type DescriptionListProps,
  type DescriptionItemProps,
} from "./description-list.tsx";
