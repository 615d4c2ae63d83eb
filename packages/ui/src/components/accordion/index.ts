export { Accordion, type AccordionProps, type AccordionItem } from "./accordion.tsx";
