import type { Icon, Platform, ProductKey } from '../../../schemas/common.ts';
import { iconSrc, platformIconSrc, productIconSrc } from './icon-src.ts';
import { useIconUrls } from './icon-urls.tsx';

interface ImgProps {
  /** Rendered width and height in CSS pixels. */
  size: number;
  className?: string;
}

function StaticIcon({ src, size, className }: ImgProps & { src: string | undefined }) {
  if (src === undefined) return null;
  // Decorative: the link text next to it names the product, so alt stays empty. Lazy loading also
  // keeps React from emitting a <link rel="preload"> per icon into the server HTML.
  return (
    <img src={src} alt="" width={size} height={size} className={className} loading="lazy" decoding="async" />
  );
}

/**
 * A product's icon from the content root (the nearest IconUrlsProvider). Props: `icon` (product
 * key), `size` (px), optional `className`. Renders nothing for products without an icon file.
 */
export function ProductIcon({ icon, ...rest }: ImgProps & { icon: ProductKey }) {
  return <StaticIcon src={productIconSrc(icon, useIconUrls())} {...rest} />;
}

/** A platform's icon (cloud, server or forge) from the content root. Props: `platform`, `size`. */
export function PlatformIcon({ platform, ...rest }: ImgProps & { platform: Platform }) {
  return <StaticIcon src={platformIconSrc(platform, useIconUrls())} {...rest} />;
}

/**
 * The icon of a content item: its product icon when it has one, else its platform icon.
 * Props: `icon` (an Icon reference), `size`, `className`. Renders nothing when neither has a file.
 */
export function ContentIcon({ icon, ...rest }: ImgProps & { icon: Icon }) {
  return <StaticIcon src={iconSrc(icon, useIconUrls())} {...rest} />;
}
