import { QrCode, type QrCodeProps } from "@casino/ui";

/** The module {@link LazyQrCode} loads: the kit's QR code and its encoder. */
export function QrCodeView(props: QrCodeProps) {
  return <QrCode {...props} />;
}
