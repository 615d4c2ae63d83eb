export { PageLead, type PageLeadProps } from "./page-lead.tsx";
