export { Tabs, type TabsProps, type TabItem } from "./tabs.tsx";
