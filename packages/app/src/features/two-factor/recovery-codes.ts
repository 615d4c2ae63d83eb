/** The text of the recovery codes file: a heading line, then one code per line. */
export function recoveryCodesText(codes: readonly string[], heading: string): string {
  return `${heading}\n\n${codes.join("\n")}\n`;
}

/** Offers `text` as a download named `filename` (a `.txt` file). */
export function downloadText(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
