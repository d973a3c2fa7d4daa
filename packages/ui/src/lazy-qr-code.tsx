import { lazy, Suspense } from 'react';
import { Skeleton } from './skeleton.tsx';

const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

type LazyQrCodeProps = {
  value: string;
  size?: number;
  /** Optional centre logo (e.g. the site favicon). */
  logoUrl?: string;
  title?: string;
  className?: string;
};

/** A QR code whose library loads only when one is first shown (kept out of the entry chunk). */
export function LazyQrCode({ value, size = 100, logoUrl, title, className }: LazyQrCodeProps) {
  return (
    <Suspense fallback={<Skeleton width={size} height={size} radius={8} />}>
      <QRCodeSVG
        value={value}
        size={size}
        marginSize={0}
        level="M"
        title={title}
        className={className}
        imageSettings={
          logoUrl ? { src: logoUrl, height: size / 4.5, width: size / 4.5, excavate: true } : undefined
        }
      />
    </Suspense>
  );
}
