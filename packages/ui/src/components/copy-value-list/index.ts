export { CopyValueList, type CopyValue, type CopyValueListProps } from "./copy-value-list.tsx";
