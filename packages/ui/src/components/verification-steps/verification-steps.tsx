import type { HTMLAttributes, Key, ReactNode } from "react";
import styled from "styled-components";
import { Heading } from "../heading/index.ts";
import { visuallyHidden } from "../visually-hidden/index.ts";

/** One row of the table of values a verification went through (bytes and floats). */
export interface VerificationStepsRow {
  key: Key;
  /** One cell per column, in the columns' order. */
  cells: ReactNode[];
}

export interface VerificationStepsProps extends Omit<HTMLAttributes<HTMLElement>, "title"> {
  /** The section's accessible name ("Verification steps"). */
  label: string;
  /** The heading over the steps ("How the result was computed"), a level 3 heading. */
  title: ReactNode;
  /** The numbered steps; `code` elements in them (hashes, messages) are set in monospace. */
  steps: ReactNode[];
  /** The values table's name for assistive technology (visually hidden caption). */
  tableCaption: ReactNode;
  /** The values table's column headers. */
  columns: ReactNode[];
  /** The values table's rows; it scrolls past a few rows, its headers staying in view. */
  rows: VerificationStepsRow[];
  /** How the values give the result (a formula with the numbers filled in). */
  explanation?: ReactNode;
  /** The recomputed result's line. */
  result?: ReactNode;
  /** Whether the recomputed result matches the one played, with what to say (a status). */
  verdict?: { ok: boolean; text: ReactNode } | null;
  /** More parts after the verdict (a payout table). */
  children?: ReactNode;
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  & code {
    font-family: ${({ theme }) => theme.typography.fonts.mono};
    word-break: break-all;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
`;

const TableWrap = styled.div`
  max-block-size: ${({ theme }) => theme.sizes.scrollTable};
  overflow: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-family: ${({ theme }) => theme.typography.fonts.mono};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  & th,
  & td {
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    text-align: start;
    border-block-end: ${({ theme }) => theme.sizes.border} solid
      ${({ theme }) => theme.colors.border};
  }
  & th {
    position: sticky;
    inset-block-start: 0;
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const Caption = styled.caption`
  ${visuallyHidden}
`;

const Line = styled.p`
  margin: 0;
`;

const Verdict = styled.p<{ $ok: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  background: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
  color: ${({ theme, $ok }) => ($ok ? theme.colors.onSuccess : theme.colors.onDanger)};
`;

/**
 * How a provably fair result was recomputed, step by step: a named section with its heading, the
 * numbered steps, a scrolling table of the values (bytes and floats), the formula, the result and
 * whether it matches the result played (a status on the success or danger colour).
 */
export function VerificationSteps({
  label,
  title,
  steps,
  tableCaption,
  columns,
  rows,
  explanation,
  result,
  verdict,
  children,
  ...rest
}: VerificationStepsProps) {
  return (
    <Root aria-label={label} {...rest}>
      <Heading level={3} size="sm">
        {title}
      </Heading>
      <Steps>
        {steps.map((step, i) => (
          <li key={i}>{step}</li>
        ))}
      </Steps>
      <TableWrap>
        <Table>
          <Caption>{tableCaption}</Caption>
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th key={i} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, i) => (
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      {explanation != null ? <Line>{explanation}</Line> : null}
      {result != null ? <Line>{result}</Line> : null}
      {verdict ? (
        <Verdict $ok={verdict.ok} role="status">
          {verdict.text}
        </Verdict>
      ) : null}
      {children}
    </Root>
  );
}
