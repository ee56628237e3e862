import portrait from 'virtual:portrait';
import { PORTRAIT_SIZES } from '../../config/portrait';
import { profile } from '../../content';

/**
 * The owner's photo in the formats and widths the build made of it, or nothing for an owner with
 * no photo. Its box is reserved by width and height; the alt text is for assistive technology
 * only, so a browser that draws alt text while the image loads (Firefox) leaves the ring empty
 * instead of clipping words in it.
 */
export function Portrait() {
  if (!portrait) return null;
  return (
    <picture>
      {portrait.sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={PORTRAIT_SIZES}
        />
      ))}
      <img
        src={portrait.src}
        srcSet={portrait.srcSet || undefined}
        sizes={portrait.srcSet ? PORTRAIT_SIZES : undefined}
        alt={profile.profileImageAlt}
        width={portrait.width}
        height={portrait.height}
        fetchPriority="high"
        className="aspect-square h-auto w-full rounded-full border-4 border-surface bg-surface object-cover text-transparent shadow-2xl ring-4 ring-accent/30"
      />
    </picture>
  );
}
