import { lazy, Suspense } from "react";
import { Skeleton, type QrCodeProps } from "@casino/ui";

const QrCode = lazy(() => import("./qr-code-view.tsx").then((m) => ({ default: m.QrCodeView })));

/** The kit's QR code, loaded (with its encoder) the first time one is shown. */
export function LazyQrCode(props: QrCodeProps) {
  const size = props.size ?? 176;
  return (
    <Suspense fallback={<Skeleton shape="rect" width={`${size}px`} height={`${size}px`} />}>
      <QrCode {...props} size={size} />
    </Suspense>
  );
}
