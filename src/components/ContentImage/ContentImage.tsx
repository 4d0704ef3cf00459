/** A picture as content describes it: its address, its words, and its size, so its box is reserved before it loads. */
export interface ContentImageSource {
  src: string;
  /** Empty when the picture only decorates what the text already says. */
  alt: string;
  width: number;
  height: number;
}

interface ContentImageProps {
  image: ContentImageSource;
  className?: string;
  /** Lazy below the first screen; React's server renderer preloads any other image from <head>. */
  loading?: 'lazy';
  /** High for the largest paint of a page (a hero's picture). */
  fetchPriority?: 'high';
}

/** Every picture whose size comes from content: the logo, a hero's picture, the director's portrait, the office map. */
export function ContentImage({ image, className, loading, fetchPriority }: ContentImageProps) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      fetchPriority={fetchPriority}
    />
  );
}
