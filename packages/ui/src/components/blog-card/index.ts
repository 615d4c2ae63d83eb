export { BlogCard, type BlogCardProps } from "./blog-card.tsx";
