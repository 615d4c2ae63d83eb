export { Skeleton, type SkeletonProps, type SkeletonShape } from "./skeleton.tsx";
