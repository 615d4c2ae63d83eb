export { CategoryNav, type CategoryNavProps, type CategoryNavItem } from "./category-nav";
export { navigationClick, type NavigateHandler } from "./navigate";
