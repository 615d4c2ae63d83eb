export { CoverImage, type CoverImageProps } from "./cover-image.tsx";
