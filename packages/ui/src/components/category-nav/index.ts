export { CategoryNav, type CategoryNavProps, type CategoryNavItem } from "./category-nav.tsx";
export { navigationClick, type NavigateHandler } from "./navigate.ts";
